"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

interface DiagnosticSession {
  /** The stepper's position: 0 Select, 1 Diagnostics, 2 Fix. */
  step: number;
  setStep(step: number): void;
}

const SessionContext = createContext<DiagnosticSession | null>(null);

/**
 * State shared by the page's client leaves (the stepper follows the chat). Keyed by the page on its problem,
 * so choosing another problem starts afresh at the top of the page, as the spec asks.
 */
export function DiagnosticSessionProvider({ initialStep, children }: { initialStep: number; children: ReactNode }) {
  const [step, setStep] = useState(initialStep);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return <SessionContext.Provider value={{ step, setStep }}>{children}</SessionContext.Provider>;
}

export function useDiagnosticSession(): DiagnosticSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useDiagnosticSession must be used inside <DiagnosticSessionProvider>");
  return session;
}
