/** Texts that can wait do, from 9 pm to 8 am where the homeowner is. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
/** The zone of a booking that did not send one (the service area's middle). */
export const DEFAULT_SMS_TIME_ZONE = "America/Chicago";

const HOUR_MS = 60 * 60 * 1000;

function localClock(at: Date, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { hour: part("hour"), minute: part("minute"), second: part("second") };
}

/**
 * When a text may go out: null when it may now, else the next 8:00 am in `timeZone` (America/Chicago when null or
 * unknown). Computed from the local clock and corrected once across a daylight-saving change, which happens at
 * 2 am, inside the quiet hours.
 */
export function quietHoursEnd(now: Date, timeZone: string | null | undefined): Date | null {
  let zone = timeZone || DEFAULT_SMS_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = DEFAULT_SMS_TIME_ZONE;
  }
  const { hour, minute, second } = localClock(now, zone);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return null;
  const hoursToGo = hour >= QUIET_FROM_HOUR ? 24 - hour + QUIET_UNTIL_HOUR : QUIET_UNTIL_HOUR - hour;
  let end = new Date(now.getTime() + hoursToGo * HOUR_MS - (minute * 60 + second) * 1000 - now.getMilliseconds());
  const landed = localClock(end, zone).hour;
  if (landed !== QUIET_UNTIL_HOUR) end = new Date(end.getTime() + (QUIET_UNTIL_HOUR - landed) * HOUR_MS);
  return end;
}
