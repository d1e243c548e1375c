import type { CostRangeLabels } from "./cost-ranges";

/** Any translator over the Costs namespace (getTranslations on the server, useTranslations in the island). */
type CostsTranslator = (
  key: "proLabel" | "proVisitLabel" | "proVisitNote" | "proMissing" | "diyLabel" | "diyHazard" | "diyMissing" | "proSplit" | "proLaborOnly" | "proPartsOnly",
  values?: Record<string, string>,
) => string;

export function costRangeLabels(t: CostsTranslator): CostRangeLabels {
  return {
    proLabel: t("proLabel"),
    proVisitLabel: t("proVisitLabel"),
    proVisitNote: t("proVisitNote"),
    proMissing: t("proMissing"),
    diyLabel: t("diyLabel"),
    diyHazard: t("diyHazard"),
    diyMissing: t("diyMissing"),
    split: (labor, parts) => {
      if (labor && parts) return t("proSplit", { labor, parts });
      if (labor) return t("proLaborOnly", { labor });
      if (parts) return t("proPartsOnly", { parts });
      return null;
    },
  };
}
