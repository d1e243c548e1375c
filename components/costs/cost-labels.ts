import type { WorstCase } from "@/lib/costs";

import type { CostRangeLabels } from "./cost-ranges";

type Key =
  | "proLabel"
  | "proVisitLabel"
  | "proVisitNote"
  | "proMissing"
  | "diyLabel"
  | "diyHazard"
  | "diyMissing"
  | "regionNational"
  | "proSplit"
  | "proLaborOnly"
  | "proPartsOnly"
  | "totalOnly"
  | "splitDerived"
  | "splitVisit"
  | "worstCasesHeading"
  | `worstCase.${WorstCase["id"]}`;

/** Any translator over the Costs namespace (getTranslations on the server, useTranslations in the island). */
type CostsTranslator = (key: Key, values?: Record<string, string>) => string;

export function costRangeLabels(t: CostsTranslator): CostRangeLabels {
  return {
    proLabel: t("proLabel"),
    proVisitLabel: t("proVisitLabel"),
    proVisitNote: t("proVisitNote"),
    proMissing: t("proMissing"),
    diyLabel: t("diyLabel"),
    diyHazard: t("diyHazard"),
    diyMissing: t("diyMissing"),
    national: t("regionNational"),
    totalOnly: t("totalOnly"),
    splitDerived: t("splitDerived"),
    splitVisit: t("splitVisit"),
    worstCasesHeading: t("worstCasesHeading"),
    worstCase: (id, range) => t(`worstCase.${id}`, { range }),
    split: (labor, parts) => {
      if (labor && parts) return t("proSplit", { labor, parts });
      if (labor) return t("proLaborOnly", { labor });
      if (parts) return t("proPartsOnly", { parts });
      return null;
    },
  };
}
