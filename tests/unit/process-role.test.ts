import { describe, expect, it } from "@jest/globals";

import { handOffToRelayProcess, isHandOffMessage, serverRole } from "@/lib/server/process-role";

describe("the part a server process plays (lib/server/process-role.ts)", () => {
  it("is single unless npm start made it the relay or a peer", () => {
    expect(serverRole({})).toBe("single");
    expect(serverRole({ FIXPILOT_SERVER_ROLE: "relay" })).toBe("relay");
    expect(serverRole({ FIXPILOT_SERVER_ROLE: " peer " })).toBe("peer");
    expect(serverRole({ FIXPILOT_SERVER_ROLE: "primary" })).toBe("single");
  });

  it("runs the work itself when it is not a peer, or has no channel to the relay process", () => {
    expect(handOffToRelayProcess("dispatch", {})).toBe(false);
    expect(handOffToRelayProcess("dispatch", { FIXPILOT_SERVER_ROLE: "relay" })).toBe(false);
    // Jest's workers may have an IPC channel of their own; without one a peer cannot hand anything over.
    if (typeof process.send !== "function") expect(handOffToRelayProcess("sweep", { FIXPILOT_SERVER_ROLE: "peer" })).toBe(false);
  });

  it("recognises only the hand-off messages, whatever else arrives on the channel", () => {
    expect(isHandOffMessage({ fixpilot: "background", task: "dispatch" })).toBe(true);
    expect(isHandOffMessage({ fixpilot: "background", task: "sweep" })).toBe(true);
    expect(isHandOffMessage({ fixpilot: "background", task: "drop-tables" })).toBe(false);
    expect(isHandOffMessage({ nextServerReady: true })).toBe(false);
    expect(isHandOffMessage(null)).toBe(false);
    expect(isHandOffMessage("dispatch")).toBe(false);
  });
});
