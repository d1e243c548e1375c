import { describe, expect, it } from "@jest/globals";
import ICAL from "ical.js";
import { appointmentIcs } from "@/lib/booking/calendar";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";

const appointment: AppointmentSnapshot = {
  id: 42,
  status: "requested",
  name: "Dana Homeowner",
  email: "dana@example.com",
  phone: "(555) 010-0100",
  category: "plumbing",
  issue: "Leaky Faucet",
  problemId: "leaky-faucet",
  problemDescription: "",
  noteForPro: null,
  diagnosticHistory: [],
  preferredDate: "2026-03-08",
  timeFrame: "8-12",
  timeZone: "America/Chicago",
  location: null,
  assignedContractor: null,
  costEstimate: null,
  anonymized: false,
  locale: "es-US",
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
};

// Commas, semicolons, a backslash and a line break must be escaped; accented words and a long line folded.
const title = "FixPilot: Grifo que gotea (Plomería); cita, por favor \\ ñandú";
const description = `Referencia 42\nLínea dos, con ${"palabras largas y acentuadas á é í ó ú ".repeat(4)}fin`;

/** The file as a calendar reads it (Mozilla's ical.js, the parser behind Thunderbird's calendar). */
function parsed(snapshot: AppointmentSnapshot) {
  const ics = appointmentIcs(snapshot, { title, description, url: "https://fixpilot.example/es/appointments/abc", productName: "FixPilot" });
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { ics, calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("appointmentIcs", () => {
  it("writes one event at the window's instants that a calendar parser reads back word for word", () => {
    const { calendar, vevent, event } = parsed(appointment);
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.uid).toBe("appointment-42@fixpilot");
    expect(event.summary).toBe(title);
    expect(event.description).toBe(description);
    expect(event.startDate.toJSDate()).toEqual(new Date("2026-03-08T13:00:00Z"));
    expect(event.endDate.toJSDate()).toEqual(new Date("2026-03-08T17:00:00Z"));
    expect(String(vevent.getFirstPropertyValue("url"))).toBe("https://fixpilot.example/es/appointments/abc");
    expect(vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(event.sequence).toBe(Math.floor(Date.parse(appointment.updatedAt) / 1000));
  });

  it("ends lines with CRLF and folds them at 75 octets, never inside a character", () => {
    const { ics } = parsed(appointment);
    const lines = ics.split("\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
  });

  it("marks a confirmed visit confirmed, and a cancelled one cancelled with a later sequence", () => {
    expect(parsed({ ...appointment, status: "confirmed" }).vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const cancelled = parsed({ ...appointment, status: "cancelled", updatedAt: "2026-03-03T10:00:00.000Z" });
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.sequence).toBeGreaterThan(parsed(appointment).event.sequence);
  });
});
