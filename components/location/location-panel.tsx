"use client";

import { LocateFixed, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

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
  const problems: ReactNode[] = [];
  if (!location && error) problems.push(<p key="detection">{tLocation(`errors.${error}`)}</p>);
  if (geolocationError) problems.push(<p key="geolocation">{tLocation(`errors.${geolocationError}`)}</p>);
  if (geolocationError === "permissionDenied") problems.push(<PermissionSteps key="steps" />);
  if (retryLimitReached) problems.push(<p key="retries">{tLocation("errors.maxRetries")}</p>);

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
          {problems}
        </div>
      )}
    </div>
  );
}

/**
 * How to turn location back on, behind a disclosure. The alert paints after hydration (once the browser has
 * refused), so it stays a line or two: the full iPhone and Android steps, open, were the largest thing on the
 * page and so its Largest Contentful Paint, seconds late. Closed, the steps are one press (or Enter) away.
 */
function PermissionSteps() {
  const t = useTranslations("Location.permissionSteps");
  return (
    <details>
      <summary className="cursor-pointer font-medium underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t("summary")}
      </summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        <li>{t("iphone")}</li>
        <li>{t("android")}</li>
      </ul>
      <p className="mt-2">{t("retry")}</p>
    </details>
  );
}
