/** @jest-environment jsdom */
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ErrorPanel } from "@/components/errors/error-panel";
import PageError from "@/app/error";
import { siteConfig } from "@/config/site";

describe("the error pages", () => {
  it("say what happened, offer a retry, a way home and the support address, with the error's reference", async () => {
    const reset = jest.fn();
    render(<PageError error={Object.assign(new Error("secret detail"), { digest: "2650521836" })} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: siteConfig.supportEmail }).getAttribute("href")).toBe(`mailto:${siteConfig.supportEmail}`);
    expect(screen.getByText(/Error reference: 2650521836/)).toBeTruthy();
    // The error's own message never reaches the visitor.
    expect(document.body.textContent).not.toContain("secret detail");
  });

  it("leave out the reference when there is none (an error in the browser)", () => {
    render(<ErrorPanel reset={() => undefined} />);
    expect(screen.queryByText(/Error reference/)).toBeNull();
  });
});
