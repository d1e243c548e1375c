/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { TranslatableEmergencyCard } from "@/components/emergency/translatable-emergency-card";
import { emergencyNotice } from "@/lib/emergency/notice";

describe("TranslatableEmergencyCard", () => {
  it("shows the card in the homeowner's language and switches to the other one without a request", async () => {
    const spanish = emergencyNotice("gas", "es-US");
    const english = emergencyNotice("gas", "en-US");
    render(<TranslatableEmergencyCard notice={spanish} />);
    expect(screen.getByRole("alert")).toHaveTextContent(spanish.title);
    await userEvent.click(screen.getByRole("button", { name: "Read this in English" }));
    expect(screen.getByRole("alert")).toHaveTextContent(english.title);
    expect(screen.getByRole("alert").closest("[lang]")).toHaveAttribute("lang", "en-US");
    await userEvent.click(screen.getByRole("button", { name: "Leer en español" }));
    expect(screen.getByRole("alert")).toHaveTextContent(spanish.title);
  });

  it("shows no switch for a notice sent without translations", () => {
    const { translations: _ignored, ...alone } = emergencyNotice("fire", "en-US");
    render(<TranslatableEmergencyCard notice={alone} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
