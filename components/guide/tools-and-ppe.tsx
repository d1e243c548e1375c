import type { ToolsAndPpe } from "@/lib/catalog/tools";

/** Tools and safety gear as two labelled lists. */
export function ToolsAndPpeLists({ kit, toolsHeading, ppeHeading }: { kit: ToolsAndPpe; toolsHeading: string; ppeHeading: string }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="font-semibold">{toolsHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {kit.tools.map((tool) => (
            <li key={tool}>{tool}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">{ppeHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {kit.ppe.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
