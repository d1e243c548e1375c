import { expect, type Page, type Response } from "@playwright/test";

/** Collects CSP violations: the DOM event (set up before any page script runs) and the console's report. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return violations;
}

export function scriptSources(response: Response | null): string[] {
  const csp = response?.headers()["content-security-policy"] ?? "";
  return (
    csp
      .split("; ")
      .find((directive) => directive.startsWith("script-src "))
      ?.split(" ")
      .slice(1) ?? []
  );
}

/** React has taken over the page: it marks every hydrated element with its fiber. */
export async function expectHydrated(page: Page) {
  const main = page.getByRole("main");
  await expect.poll(() => main.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}
