// The spam trap's client half, free of zod so the forms can use it without loading the validator.

/**
 * A spam trap for the appointment and review forms: a text field people never see or reach, that simple
 * form-filling bots fill in. "website" because bots expect it and browsers rarely autofill it here.
 */
export const HONEYPOT_FIELD = "website";

/**
 * Props for the hidden input. Wrap it in an element that is positioned off screen and aria-hidden, with a
 * label such as "Leave this field empty"; tabIndex -1 keeps it out of keyboard order, which also keeps
 * axe's aria-hidden-focus rule satisfied. Not `type="hidden"`: bots skip those.
 */
export const HONEYPOT_INPUT_PROPS = { name: HONEYPOT_FIELD, type: "text", tabIndex: -1, autoComplete: "off" } as const;

/** What a submitted form holds in the trap: "" when a person left it alone. */
export function honeypotValue(form: EventTarget | null | undefined): string {
  if (typeof HTMLFormElement === "undefined" || !(form instanceof HTMLFormElement)) return "";
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}

/** A request body carrying the trap's value, only when something filled it in. */
export function withHoneypotValue<Body extends object>(body: Body, value: string): Body {
  return value ? { ...body, [HONEYPOT_FIELD]: value } : body;
}
