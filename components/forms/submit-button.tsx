"use client";

import { useHydrated } from "@/lib/use-hydrated";

import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * A form's submit button, disabled until React has hydrated it: before that, a press would make the browser
 * submit the form natively, reloading the page and losing what was typed. Only this button re-renders when
 * hydration completes, not the whole form.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={disabled || !hydrated} {...props} />;
}
