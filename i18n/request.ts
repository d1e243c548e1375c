import { getRequestConfig } from "next-intl/server";

// One locale for now; a second language is a new catalogue in messages/<locale>/ plus locale negotiation here.
export const defaultLocale = "en";

export default getRequestConfig(async () => ({
  locale: defaultLocale,
  messages: (await import("../messages/en")).default,
  timeZone: "America/New_York",
}));
