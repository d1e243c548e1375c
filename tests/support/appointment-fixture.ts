/** A valid appointment request for two days from now, as the schedule form sends it; override fields per test. */
export const validAppointmentBody = {
  name: "Dana Homeowner",
  email: "dana@example.com",
  phone: "(555) 010-0100",
  category: "plumbing",
  preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  timeFrame: "8-12",
  issue: "Leaky Faucet",
  diagnosticHistory: [
    { type: "ai", content: "Please select from the following residential plumbing problems:" },
    { type: "user", content: "Leaky Faucet" },
  ],
};
