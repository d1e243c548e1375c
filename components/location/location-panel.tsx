"use client";

import { LocateFixed, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { UserLocation } from "@/lib/location/use-user-location";

import { ManualLocationForm } from "./manual-location-form";

/**
 * Where the search looks: the detected place, the section 8 texts of what went wrong (the page's detection, the
 * browser's geolocation, the retry limit), "Retry Location Detection", and the ZIP/city form, which stays
 * available whatever happens so a homeowner with location off can still find a contractor.
 */
export function LocationPanel({ userLocation }: { userLocation: UserLocation }) {
  const t = useTranslations("ContractorFinder");
  const tLocation = useTranslations("Location");
  const { location, status, error, geolocationError, locating, retryLimitReached, retry, setManualLocation } = userLocation;
  const busy = status === "detecting" || locating;
  const problems = [
    !location && error ? tLocation(`errors.${error}`) : null,
    geolocationError ? tLocation(`errors.${geolocationError}`) : null,
    retryLimitReached ? tLocation("errors.maxRetries") : null,
  ].filter((text): text is string => text !== null);

  return (
    <div className="grid gap-3">
      {/* One slot of steady height for "detecting" and the place, so the booking form below does not jump. */}
      <p role="status" className="flex min-h-9 items-center gap-2 text-sm text-muted-foreground">
        {location ? (
          <>
            <MapPin aria-hidden="true" className="size-4" />
            {t("searchingNear", { place: location.label ?? t("yourLocation") })}
          </>
        ) : busy ? (
          t("detecting")
        ) : null}
      </p>
      <Button variant="outline" onClick={retry} disabled={busy} className="justify-self-start">
        <LocateFixed aria-hidden="true" />
        {t("retry")}
      </Button>
      <ManualLocationForm onLocated={setManualLocation} />
      {/* Last in the panel on purpose: texts that arrive after the first paint push down only what follows the
          finder, mostly below the fold on a phone, instead of the panel's own controls (layout shift). */}
      {problems.length > 0 && (
        <div role="alert" data-testid="location-problems" className="grid gap-2 rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">
          {problems.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
