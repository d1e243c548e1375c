import { describe, expect, it } from "@jest/globals";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { homeownerNotice, noticeUrl } from "@/lib/dispatch/homeowner-notice";

const appointment = { anonymized: false, proName: "Pat", assignedContractor: null } as unknown as AppointmentSnapshot;

describe("what the homeowner hears of each event", () => {
  it("names the pro and the ETA for On my way, and sends Mark completed to the review", () => {
    expect(homeownerNotice("appointment.updated", { change: "on_my_way", details: { etaMinutes: 15 }, appointment })).toEqual({
      key: "onMyWay",
      values: { name: "Pat", minutes: 15 },
      link: "booking",
    });
    const completed = homeownerNotice("appointment.updated", { change: "completed", appointment })!;
    expect(noticeUrl("https://fixpilot.example/appointments/t", completed)).toBe("https://fixpilot.example/appointments/t#review");
  });

  it("tells of messages from the others only, and nothing once the details are erased", () => {
    const message = (authorRole: "homeowner" | "pro") => ({ id: 1, authorRole, body: "x", photos: [], createdAt: "" });
    expect(homeownerNotice("message.created", { message: message("pro"), appointment })).toMatchObject({ key: "message", link: "thread" });
    expect(homeownerNotice("message.created", { message: message("homeowner"), appointment })).toBeNull();
    expect(homeownerNotice("appointment.updated", { change: "confirmed", appointment: { ...appointment, anonymized: true } })).toBeNull();
    expect(homeownerNotice("appointment.updated", { change: "notes", appointment })).toBeNull();
  });
});
