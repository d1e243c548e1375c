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
  /**
   * Who to call right away, for safety-critical problems: 911 and the gas or electric utility get their own
   * call-to-action on the page, above the fold, before any DIY text.
   */
  emergencyCalls?: EmergencyCall[];
  /** Where the guidance comes from (ENERGY STAR, DOE, CPSC, NFPA/NEC, ESFI, NEMA, EPA, Red Cross...). */
  sources?: string[];
}

/** The emergency lines a page can point to; the trade itself is always offered. */
export type EmergencyCall = "911" | "gas-utility" | "electric-utility";

/** How the category's equipment is made safe before any DIY step: one wording for the guide and the chat. */
export interface CategorySafety {
  /** Full sentences: what to switch or shut off first, and what never to touch. */
  shutOff: string;
  /** The stop-and-leave line that follows it in the guide's Safety Check. */
  stopIf: string;
}

export interface TradeWords {
  /** "HVAC specialist", "plumber", "electrician". */
  singular: string;
  /** "HVAC specialists", "plumbers", "electricians". */
  plural: string;
  /** Google Places keyword for nearby search. */
  placesKeyword: string;
}

export interface ToolKit {
  tools: string[];
  ppe: string[];
}

/** Every fact about a category lives here, once: pages, metadata, scripts and the assistant import it. */
export interface Category {
  id: CategoryId;
  title: string;
  /** How the category reads inside a sentence: "HVAC", "plumbing", "electrical". */
  label: string;
  icon: CategoryIcon;
  trade: TradeWords;
  safety: CategorySafety;
  /** Default tools and PPE (5 + 5) for the category's DIY steps; problems override either list. */
  toolKit: ToolKit;
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
  // Its price lives in lib/costs (getUpgradeCost), dated and sourced like the problems' ranges.
  /** Typical payback where meaningful, e.g. "2–4 years from energy savings". */
  payback?: string;
  /** Where the figures and code claims come from. */
  sources?: string[];
  /** "diy" when a handy homeowner can do it safely, else "pro". */
  installer: "diy" | "pro";
  /** Safety, permit or code notes. */
  safetyNotes: string;
}

export type UpgradeCatalog = Record<CategoryId, Record<UpgradeTopicId, Upgrade[]>>;
