"use client";

import { useDiagnosticSession } from "./diagnostic-session";
import { Stepper } from "./stepper";

/** The stepper, advanced by the chat (Fix once the guide shows or the user heads to a professional). */
export function LiveStepper(props: Omit<Parameters<typeof Stepper>[0], "current">) {
  const { step } = useDiagnosticSession();
  return <Stepper {...props} current={step} />;
}
