import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Messages = Record<string, unknown>;

/**
 * The namespaces a page's client components use, out of the whole catalogue. "Namespace.group" takes one group of
 * a namespace, e.g. "Validation.appointment" for the booking form's field errors, without the other forms' texts.
 */
export function pickMessages(messages: Messages, namespaces: string[]): Messages {
  const picked: Messages = {};
  for (const path of namespaces) {
    const [namespace, group] = path.split(".", 2);
    const value = messages[namespace];
    if (value === undefined) continue;
    if (!group) picked[namespace] = value;
    else if (typeof value === "object" && value !== null && group in value) {
      picked[namespace] = { ...(picked[namespace] as Messages | undefined), [group]: (value as Messages)[group] };
    }
  }
  return picked;
}

/**
 * Hands client components only the message namespaces they use, so static pages don't ship the whole
 * catalogue to the browser.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces) as typeof messages}>{children}</NextIntlClientProvider>;
}
