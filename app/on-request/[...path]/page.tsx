import { notFound, redirect } from "next/navigation";

import { resolveDiagnosticRoute } from "@/lib/catalog/routes";
import { diagnosticPath, guidePath, problemPath } from "@/lib/catalog/paths";

/**
 * Where the proxy sends a URL under a prerendered diagnostic route that the build did not prerender
 * (an unknown category, an unknown problem, an 'upgrade…' id): the same answer the route gives (its
 * 'Category Not Found' page with 404, or its redirect), rendered on every request. Next would otherwise
 * render it once and cache it with that visit's CSP nonce, which later visits' policies do not allow; and
 * its scripts' hashes cannot be known at build time (see proxy.ts and lib/security/static-script-hashes.ts).
 */
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ path: string[] }> };

export default async function DiagnosticRouteOnRequest({ params }: Params) {
  const segments = (await params).path;
  const [first, second, third] = segments;
  const diagnostic = first === "diagnostic";
  const categoryId = diagnostic ? second : first;
  const problemId = diagnostic ? third : second;
  const fits = diagnostic ? segments.length === 2 || segments.length === 3 : segments.length === 2 || (segments.length === 3 && third === "DIY-Repair-Guide");
  if (!fits || categoryId === undefined) notFound();
  const { category, problem } = resolveDiagnosticRoute(categoryId, problemId);
  // A real page under an odd spelling: send it to the one the build prerendered.
  if (!problem) redirect(diagnosticPath(category.id));
  if (diagnostic) redirect(`${diagnosticPath(category.id)}/${problem.id}`);
  redirect(third ? guidePath(category.id, problem.id) : problemPath(category.id, problem.id));
}
