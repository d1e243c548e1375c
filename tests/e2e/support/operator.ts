import { expect, type Browser, type Page } from "@playwright/test";

/**
 * A console page in a context of its own, signed in with the test-only operator playwright.config.ts creates (on the
 * main server, or on `baseURL`, a server a spec started with the same operator).
 */
export async function signInAsOperator(browser: Browser, baseURL?: string): Promise<Page> {
  const console = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await console.goto("/operator/sign-in");
  await console.getByLabel("Email").fill(process.env.E2E_OPERATOR_EMAIL!);
  await console.getByLabel("Password").fill(process.env.E2E_OPERATOR_PASSWORD!);
  await console.getByRole("button", { name: "Sign in" }).click();
  await expect(console).toHaveURL(/\/operator$/);
  return console;
}
