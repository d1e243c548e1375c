export type CategoryId = "hvac" | "plumbing" | "electrical";
export type CategoryIcon = "Zap" | "Droplet" | "Wind";

export interface Problem {
  /** Equals slugify(title). */
  id: string;
  title: string;
  /** 3 to 4 likely causes, most common first. */
  causes: string[];
  /** 3 to 4 safe homeowner steps; never work on live circuits or gas lines. */
  diySteps: string[];
  /** When to call a professional; safety-critical problems say to act immediately. */
  professionalAdvice: string;
  /** Gas, burning smells, sparking, water near electricity, the panel, frozen or burst pipes. */
  safetyCritical: boolean;
  /** Overrides the category's default tools when present. */
  tools?: string[];
  /** Overrides the category's default PPE when present. */
  ppe?: string[];
}

export interface TradeWords {
  /** "HVAC specialist", "plumber", "electrician". */
  singular: string;
  /** "HVAC specialists", "plumbers", "electricians". */
  plural: string;
  /** Google Places keyword for nearby search. */
  placesKeyword: string;
}

export interface Category {
  id: CategoryId;
  title: string;
  icon: CategoryIcon;
  problems: Problem[];
}

export type UpgradeTopicId = "energy-efficiency" | "smart-technology" | "safety-compliance";

export interface UpgradeTopic {
  id: UpgradeTopicId;
  title: string;
  description: string;
}

export interface Upgrade {
  id: string;
  title: string;
  /** What it is, in one or two sentences. */
  summary: string;
  /** Why it helps the homeowner. */
  benefits: string[];
  /** Typical installed cost range in USD, e.g. "$150–$350". */
  costRange: string;
  /** Typical payback where meaningful, e.g. "2–4 years from energy savings". */
  payback?: string;
  /** "diy" when a handy homeowner can do it safely, else "pro". */
  installer: "diy" | "pro";
  /** Safety, permit or code notes. */
  safetyNotes: string;
}

export type UpgradeCatalog = Record<CategoryId, Record<UpgradeTopicId, Upgrade[]>>;
