import { getDb } from "@/lib/db";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /api/health, for load balancers and container health checks: 200 `{ status: "ok", database: "ok" }`
 * when a query reaches the database, else 503 `{ status: "unavailable", database: "unavailable" }` with no
 * detail (the reason goes to the server log, never to whoever asks).
 */
export async function GET(): Promise<Response> {
  try {
    const prisma = await getDb();
    await prisma.$queryRawUnsafe("SELECT 1");
    return Response.json({ status: "ok", database: "ok" }, { headers: NO_STORE });
  } catch (error) {
    console.error("[health] database check failed:", error instanceof Error ? error.message : String(error));
    return Response.json({ status: "unavailable", database: "unavailable" }, { status: 503, headers: { ...NO_STORE, "Retry-After": "5" } });
  }
}
