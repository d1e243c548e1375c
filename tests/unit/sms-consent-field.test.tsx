/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";

import { HttpError } from "@/lib/http";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";
import english from "@/messages/en-US/booking.json";
import spanish from "@/messages/es-US/booking.json";
import type { AppLocale } from "@/i18n/locales";

// next-intl ships ESM only, which this Jest setup can't load: use-intl's own translator over the catalogue the test picks.
let mockLocale: AppLocale = "en-US";
jest.mock("next-intl", () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace: string) => {
    const { createTranslator } = jest.requireActual<typeof import("use-intl/core")>("use-intl/core");
    const catalogue: Record<string, unknown> = mockLocale === "es-US" ? spanish : english;
    return createTranslator({ locale: mockLocale, messages: catalogue, namespace });
  },
}));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

let Form: typeof import("@/components/forms/form").Form;
let SmsConsentField: typeof import("@/components/schedule/sms-consent-field").SmsConsentField;
let serverFieldError: typeof import("@/components/schedule/sms-consent-field").serverFieldError;
beforeAll(async () => {
  ({ Form } = await import("@/components/forms/form"));
  ({ SmsConsentField, serverFieldError } = await import("@/components/schedule/sms-consent-field"));
});

function Consent({ onValues }: { onValues: (values: Partial<AppointmentFormInput>) => void }) {
  const form = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({ defaultValues: { smsOptIn: false } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => onValues(form.getValues()))}>
        <SmsConsentField control={form.control} />
        <button type="submit">submit</button>
      </form>
    </Form>
  );
}

describe("the text-message consent checkbox", () => {
  it("starts unticked, is labelled, and states frequency, rates, STOP/HELP and the privacy policy beside it", () => {
    mockLocale = "en-US";
    render(<Consent onValues={() => undefined} />);
    const box = screen.getByRole("checkbox", { name: "Text me updates about this booking" });
    expect((box as HTMLInputElement).checked).toBe(false);
    const disclosure = document.getElementById(box.getAttribute("aria-describedby")!)!;
    expect(disclosure.textContent).toMatch(/Message frequency varies/);
    expect(disclosure.textContent).toContain("Msg & data rates may apply.");
    expect(disclosure.textContent).toContain("Reply STOP to stop, HELP for help.");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("is ticked with the keyboard and sends smsOptIn: true", async () => {
    mockLocale = "en-US";
    const onValues = jest.fn();
    render(<Consent onValues={onValues} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox"));
    await userEvent.keyboard(" ");
    await userEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(onValues).toHaveBeenCalledWith(expect.objectContaining({ smsOptIn: true }));
  });

  it("sends smsOptIn: false when left alone", async () => {
    const onValues = jest.fn();
    render(<Consent onValues={onValues} />);
    await userEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(onValues).toHaveBeenCalledWith(expect.objectContaining({ smsOptIn: false }));
  });

  it("speaks Spanish on the Spanish page, with the Spanish privacy policy", () => {
    mockLocale = "es-US";
    render(<Consent onValues={() => undefined} />);
    expect(screen.getByRole("checkbox", { name: "Envíenme mensajes de texto sobre esta cita" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Política de privacidad" }).getAttribute("href")).toBe("/es/privacy");
    expect(document.body.textContent).toContain("Responda PARAR");
  });
});

describe("serverFieldError", () => {
  it("finds the server's words for one field in a 400", () => {
    const error = new HttpError(
      400,
      JSON.stringify({ message: "x", errors: { phone: ["To get text messages, enter a valid US phone number"] } }),
      "Bad Request",
    );
    expect(serverFieldError(error, "phone")).toBe("To get text messages, enter a valid US phone number");
    expect(serverFieldError(error, "email")).toBeUndefined();
    expect(serverFieldError(new HttpError(500, "oops", "Server Error"), "phone")).toBeUndefined();
  });
});
