/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";

import { apiValidationText } from "@/lib/api/texts";
import { appointmentFormSchema, type AppointmentFormInput, type AppointmentFormValues } from "@/lib/validation/appointment";
import { messageKey, parseMessageKey } from "@/i18n/validation-messages";
import english from "@/messages/en-US/validation.json";

// The schemas carry message keys and the text comes from whichever catalogue the page hands its forms, so a second
// language is only a second catalogue. next-intl ships ESM only, which this Jest setup can't load; its
// useTranslations is stood in for by use-intl's own translator over the catalogue the test picks.
let mockCatalogue: Record<string, unknown> = english;
jest.mock("next-intl", () => ({
  useTranslations: (namespace: string) => {
    const { createTranslator } = jest.requireActual<typeof import("use-intl/core")>("use-intl/core");
    return createTranslator({ locale: "en-US", messages: mockCatalogue, namespace });
  },
}));

let Form: typeof import("@/components/forms/form").Form;
let TextField: typeof import("@/components/schedule/form-fields").TextField;
beforeAll(async () => {
  ({ Form } = await import("@/components/forms/form"));
  ({ TextField } = await import("@/components/schedule/form-fields"));
});

/** A "language" no one speaks, so a text that appears can only have come from this catalogue. */
const pirate = {
  Validation: {
    appointment: {
      nameRequired: "Yer name be wanted",
      emailInvalid: "That be no proper letter-box",
      textTooLong: "No more than {max} letters, matey",
    },
  },
};

/** The schedule form's own name and email fields, validated by its schema as on /schedule. */
function ContactFields({ name = "" }: { name?: string }) {
  const form = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: { name, email: "", phone: "", category: "", issue: "", preferredDate: new Date(), timeFrame: "8-12" },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <TextField control={form.control} name="name" label="name" />
        <TextField control={form.control} name="email" label="email" />
        <button type="submit">submit</button>
      </form>
    </Form>
  );
}

describe("validation messages come from the catalogue", () => {
  beforeEach(() => {
    mockCatalogue = english;
  });

  it("shows the spec's English texts with the English catalogue", async () => {
    render(<ContactFields />);
    await userEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
  });

  it("shows another catalogue's texts, values included, with no change to the schema or the form", async () => {
    mockCatalogue = pirate;
    render(<ContactFields />);
    await userEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(await screen.findByText("Yer name be wanted")).toBeTruthy();
    expect(screen.getByText("That be no proper letter-box")).toBeTruthy();
    expect(document.body.textContent).not.toContain("Name is required");
  });

  it("fills a limit into the text", async () => {
    mockCatalogue = pirate;
    render(<ContactFields name={"x".repeat(101)} />);
    await userEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(await screen.findByText("No more than 100 letters, matey")).toBeTruthy();
  });
});

describe("message keys", () => {
  const ROOT = path.join(__dirname, "../..");
  const sources = ["app", "components", "lib"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("generated"))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8")),
  );
  const used = new Set(sources.flatMap((code) => [...code.matchAll(/messageKey\("([a-z]+\.[A-Za-z]+)"/g)].map((match) => match[1])));
  // Keys passed through a helper (the contractor query's coordinate(...)) appear as plain "group.key" strings.
  for (const code of sources) for (const match of code.matchAll(/coordinate\("([a-z]+\.[A-Za-z]+)", "([a-z]+\.[A-Za-z]+)"/g)) used.add(match[1]).add(match[2]);
  const catalogued = Object.entries(english.Validation).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`));

  it("finds the schemas' keys", () => {
    expect(used).toContain("appointment.nameRequired");
    expect(used).toContain("search.latitudeRange");
    expect(used.size).toBeGreaterThan(40);
  });

  it("uses only keys the English catalogue has, and every key it has", () => {
    expect([...used].filter((key) => !catalogued.includes(key))).toEqual([]);
    expect(catalogued.filter((key) => !used.has(key))).toEqual([]);
  });

  it("turns every key into finished English on the server, limits filled in", () => {
    for (const key of catalogued) {
      const text = apiValidationText(messageKey(key as never, { max: 7 }));
      expect(text).not.toMatch(/[{}]|^[a-z]+\.[A-Za-z]+$/);
    }
    expect(apiValidationText(messageKey("appointment.textTooLong", { max: 100 }))).toBe("Please use at most 100 characters");
    expect(apiValidationText(messageKey("review.commentTooLong", { max: 2000 }))).toBe("Please keep your review under 2000 characters");
  });

  it("reads back what it encodes and leaves other texts alone", () => {
    expect(parseMessageKey(messageKey("appointment.nameRequired"))).toEqual({ key: "appointment.nameRequired" });
    expect(parseMessageKey(messageKey("appointment.textTooLong", { max: 100 }))).toEqual({ key: "appointment.textTooLong", values: { max: 100 } });
    expect(parseMessageKey("Invalid input")).toBeUndefined();
    expect(apiValidationText("Invalid input: expected string")).toBe("Invalid input: expected string");
  });
});
