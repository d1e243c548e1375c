import { notFound, redirect } from "next/navigation";

import { getCategory } from "@/lib/catalog";
import { upgradePath } from "@/lib/catalog/paths";

/** The upgrade advisor's counterpart of app/on-request/[...path]/page.tsx: unknown categories, on every request. */
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ path: string[] }> };

export default async function UpgradeRouteOnRequest({ params }: Params) {
  const segments = (await params).path;
  const category = segments.length === 1 ? getCategory(segments[0]!) : undefined;
  if (!category) notFound();
  redirect(upgradePath(category.id));
}
