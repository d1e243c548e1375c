// The emergencies FixPilot triages in typed questions, and the notice shape the chat and /schedule show.
// Client-safe: ids and types only (the texts live in messages/en-US/emergency.json).

/** Most urgent first: when one message describes several, the first one listed is shown. */
export const HAZARDS = ["gas", "co", "fire", "water-electrical", "downed-line", "sparking", "hot-electrical", "flooding"] as const;

export type HazardId = (typeof HAZARDS)[number];

export function isHazardId(value: unknown): value is HazardId {
  return typeof value === "string" && (HAZARDS as readonly string[]).includes(value);
}

/** One fixed emergency message: what to do now, what not to touch, where to go, whom to call. */
export interface EmergencyNotice {
  hazard: HazardId;
  badge: string;
  title: string;
  steps: { label: string; text: string }[];
  call911: string;
  /** The gas or electric utility line, where one applies (it has no single number to link to). */
  utility?: string;
  /** The whole notice as plain text, for narration and the conversation sent back to the assistant. */
  plainText: string;
  /** The notice's language ("en-US", "es-US"). */
  lang?: string;
  /** "Read this in English", in the notice's own language: the button that switches to it. */
  readIn?: string;
  /** The same notice in the site's other languages, sent along so the homeowner can switch without a request. */
  translations?: EmergencyNotice[];
}
