/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";

import { ErrorMessagesProvider } from "@/components/errors/error-messages";
import { ERROR_BUTTON_CLASSES, ErrorPanel } from "@/components/errors/error-panel";
import { isSpanishPath } from "@/components/errors/global-error-locale";
import { buttonVariants } from "@/components/ui/button-variants";
import { siteConfig } from "@/config/site";
import { splitLocalePath } from "@/i18n/locales";
import englishMessages from "@/messages/en-US/errors.json";
import spanishMessages from "@/messages/es-US/errors.json";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let PageError: typeof import("@/app/[locale]/error").default;
let GlobalError: typeof import("@/app/global-error").default;
beforeAll(async () => {
  ({ default: PageError } = await import("@/app/[locale]/error"));
  ({ default: GlobalError } = await import("@/app/global-error"));
});

/** What the [locale] root layout puts around every page: the page's language's strings, read on the server. */
function inLayout(locale: "en-US" | "es-US", children: ReactNode) {
  const messages = locale === "es-US" ? { strings: spanishMessages.Errors, homeHref: "/es" } : { strings: englishMessages.Errors, homeHref: "/" };
  return <ErrorMessagesProvider messages={messages}>{children}</ErrorMessagesProvider>;
}

describe("the page error screen (app/[locale]/error.tsx)", () => {
  it("says what happened, offers a retry, a way home and the support address, with the error's reference", async () => {
    const reset = jest.fn();
    render(inLayout("en-US", <PageError error={Object.assign(new Error("secret detail"), { digest: "2650521836" })} reset={reset} />));
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: siteConfig.supportEmail }).getAttribute("href")).toBe(`mailto:${siteConfig.supportEmail}`);
    expect(screen.getByText(/Error reference: 2650521836/)).toBeTruthy();
    // The error's own message never reaches the visitor.
    expect(document.body.textContent).not.toContain("secret detail");
  });

  it("styles its buttons as the site's large buttons (buttonVariants, written out)", () => {
    expect(ERROR_BUTTON_CLASSES.retry).toBe(buttonVariants({ size: "lg" }));
    expect(ERROR_BUTTON_CLASSES.home).toBe(buttonVariants({ size: "lg", variant: "outline" }));
    render(<ErrorPanel reset={() => undefined} strings={englishMessages.Errors} homeHref="/" />);
    expect(screen.getByRole("button", { name: "Try again" }).className).toBe(buttonVariants({ size: "lg" }));
    expect(screen.getByRole("link", { name: "Go to the home page" }).className).toBe(buttonVariants({ size: "lg", variant: "outline" }));
  });

  it("leaves out the reference when there is none (an error in the browser)", () => {
    render(<ErrorPanel reset={() => undefined} strings={englishMessages.Errors} homeHref="/" />);
    expect(screen.queryByText(/Error reference/)).toBeNull();
  });

  it("speaks Spanish on a Spanish page, with the Spanish home page as the way home", async () => {
    const reset = jest.fn();
    render(inLayout("es-US", <PageError error={Object.assign(new Error("detalle"), { digest: "42" })} reset={reset} />));
    expect(screen.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Ir a la página de inicio" }).getAttribute("href")).toBe("/es");
    expect(screen.getByText(/Referencia del error: 42/)).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("hands the error on (to global-error) when no layout gave it words", () => {
    const error = new Error("no provider");
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(() => render(<PageError error={error} reset={() => undefined} />)).toThrow(error);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe("the root error screen (app/global-error.tsx)", () => {
  async function showGlobalError(path: string) {
    pathname = path;
    // Rendered as the whole document, as Next.js does: its <html> is the document's own, so lang is readable.
    return render(<GlobalError error={Object.assign(new Error("layout failed"), { digest: "7" })} reset={() => undefined} />, {
      container: document as unknown as HTMLElement,
      baseElement: document.documentElement,
    });
  }

  it("speaks Spanish on a Spanish URL, with lang es-US and the Spanish home page", async () => {
    await showGlobalError("/es/hvac/no-heat");
    expect(await screen.findByRole("heading", { level: 1, name: "Algo salió mal" })).toBeTruthy();
    expect(document.documentElement.getAttribute("lang")).toBe("es-US");
    expect(screen.getByRole("link", { name: "Ir a la página de inicio" }).getAttribute("href")).toBe("/es");
    expect(screen.getByText(/Referencia del error: 7/)).toBeTruthy();
    cleanup();
  });

  it("speaks English elsewhere, with lang en-US", async () => {
    for (const path of ["/", "/hvac/no-heat", "/estimates", "/operator"]) {
      await showGlobalError(path);
      expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
      expect(document.documentElement.getAttribute("lang")).toBe("en-US");
      expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
      // Nothing switches to Spanish later either.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByText("Algo salió mal")).toBeNull();
      cleanup();
    }
  });

  it("tells a Spanish URL the way i18n/locales does, for the browser's and the server's (internal) paths", () => {
    for (const path of ["/", "/es", "/es/", "/es/hvac/no-heat", "/hvac", "/estimates", "/es-US", "/es-US/schedule", "/en-US/hvac", "/operator"]) {
      const internal = /^\/es-US(?=\/|$)/.test(path);
      const expected = internal || splitLocalePath(path).locale === "es-US";
      expect([path, isSpanishPath(path)]).toEqual([path, expected]);
    }
  });
});
