import { ipLookupServiceUrl, ipLookupTimeoutMs, lookUpIpLocation } from "@/lib/location/ip-lookup";
import { IP_LOCATION_UNAVAILABLE_MESSAGE, IP_LOCATION_UPSTREAM_FAILED_MESSAGE } from "@/lib/location/messages";

// The answer describes one visitor's network address: no shared cache may keep it.
const NO_STORE = { "Cache-Control": "private, no-store" };

/** GET /api/geo: the visitor's approximate location from their IP address. */
export async function GET(request: Request): Promise<Response> {
  const result = await lookUpIpLocation(request.headers, { serviceUrl: ipLookupServiceUrl(), timeoutMs: ipLookupTimeoutMs() });
  switch (result.status) {
    case "found":
      return Response.json(result.location, { headers: NO_STORE });
    case "unavailable":
      return Response.json({ message: IP_LOCATION_UNAVAILABLE_MESSAGE }, { status: 404, headers: NO_STORE });
    case "upstream-error":
      console.warn(`IP geolocation service failed: ${result.reason}`);
      return Response.json({ message: IP_LOCATION_UPSTREAM_FAILED_MESSAGE }, { status: 502, headers: NO_STORE });
  }
}
