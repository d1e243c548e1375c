import { Droplet, Wind, Zap, type LucideProps } from "lucide-react";

import type { CategoryIcon as CategoryIconName } from "@/lib/catalog";

const icons = { Zap, Droplet, Wind } satisfies Record<CategoryIconName, unknown>;

export function CategoryIcon({ name, ...props }: { name: CategoryIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
