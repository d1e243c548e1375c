import { getCategory } from "./categories";
import type { Problem, ToolKit } from "./types";

export type ToolsAndPpe = ToolKit;

const basicKit: ToolsAndPpe = { tools: ["Basic tool set"], ppe: ["Basic safety equipment"] };

/** The category's default kit (or the basic one), with the problem's own lists overriding each part. */
export function getToolsAndPpe(categoryId: string, problem?: Pick<Problem, "tools" | "ppe">): ToolsAndPpe {
  const defaults = getCategory(categoryId)?.toolKit ?? basicKit;
  return {
    tools: problem?.tools?.length ? problem.tools : defaults.tools,
    ppe: problem?.ppe?.length ? problem.ppe : defaults.ppe,
  };
}
