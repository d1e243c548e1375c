import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// US numbers: the fifty states and the territories that share +1 and US carriers' rules (10DLC covers them).
const US_REGIONS: ReadonlySet<string> = new Set(["US", "PR", "VI", "GU", "AS", "MP"]);

/**
 * A phone number as typed ("(512) 555-0123", "512.555.0123", "+1 512 555 0123") in E.164 ("+15125550123") when it
 * is a valid US number, else null. Google's libphonenumber rules ("max" metadata: area codes that exist, the digits'
 * patterns), so "123-456-7890", a number too short, and Canadian or foreign numbers are refused. Server side only:
 * its metadata is too large for the booking form's bundle.
 */
export function usPhoneE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), "US");
  if (!parsed || !parsed.isValid() || !parsed.country || !US_REGIONS.has(parsed.country)) return null;
  return parsed.number;
}
