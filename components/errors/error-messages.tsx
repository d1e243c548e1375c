"use client";

import { createContext, useContext, type ReactNode } from "react";

import type englishMessages from "@/messages/en-US/errors.json";

/** The error screen's words (messages/<locale>/errors.json "Errors") and the page's home address ("/" or "/es"). */
export type ErrorStrings = typeof englishMessages.Errors;
export interface ErrorMessages {
  strings: ErrorStrings;
  homeHref: string;
}

const ErrorMessagesContext = createContext<ErrorMessages | null>(null);

/**
 * Set by the [locale] root layout around every page, with the page's language's strings read on the server: the error
 * boundary (app/[locale]/error.tsx) renders inside the layout but outside any page's message provider. The strings
 * travel as props in the page's data, so neither language's words are bundled into the first-load JavaScript.
 */
export function ErrorMessagesProvider({ messages, children }: { messages: ErrorMessages; children: ReactNode }) {
  return <ErrorMessagesContext value={messages}>{children}</ErrorMessagesContext>;
}

export function useErrorMessages(): ErrorMessages | null {
  return useContext(ErrorMessagesContext);
}
