let known: Set<string> | undefined;

/**
 * An IANA zone name the runtime knows: Intl's canonical list, or a link name (e.g. "Asia/Calcutta", which
 * some browsers still report) that Intl accepts and that has the Area/Location shape. Offsets like "+01:00" are refused.
 */
export function isIanaTimeZone(value: string): boolean {
  known ??= new Set(Intl.supportedValuesOf("timeZone"));
  if (known.has(value) || value === "UTC") return true;
  if (!/^[A-Za-z]+\/[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
