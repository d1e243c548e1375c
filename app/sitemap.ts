import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/config/site";
import { allProblems, categories } from "@/lib/catalog";
import { diagnosticPath, guidePath, problemPath, upgradePath } from "@/lib/catalog/routes";

const staticPaths = ["/", "/how-it-works", "/privacy", "/terms", "/upgrade", "/schedule"];

/** Every indexable page, built from the same catalogue the pages use. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...staticPaths,
    ...categories.map((category) => diagnosticPath(category.id)),
    ...categories.map((category) => upgradePath(category.id)),
    ...allProblems().flatMap(({ category, problem }) => [problemPath(category.id, problem.id), guidePath(category.id, problem.id)]),
  ];
  return paths.map((path) => ({ url: absoluteUrl(path), changeFrequency: "monthly", priority: path === "/" ? 1 : 0.7 }));
}
