"use client";

import { LocateFixed, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { UserLocation } from "@/lib/location/use-user-location";

import { ManualLocationForm } from "./manual-location-form";

/** Where the search looks: the detected place, detection errors with a limited retry, and the ZIP/city form. */
export function LocationPanel({ userLocation }: { userLocation: UserLocation }) {
  const t = useTranslations("ContractorFinder");
  const { location, status, error, retry, setManualLocation } = userLocation;

  return (
    <div className="grid gap-3">
      {location ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4" />
          {t("searchingNear", { place: location.label ?? t("yourLocation") })}
        </p>
      ) : (
        // One slot of steady height for "detecting" and the error that may replace it, so the booking
        // form below does not jump when detection gives up.
        <div className="min-h-16">
          {error ? (
            <p role="alert" className="rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">
              {error}
            </p>
          ) : (
            <p role="status" className="p-3 text-sm text-muted-foreground">
              {status === "detecting" ? t("detecting") : null}
            </p>
          )}
        </div>
      )}
      {location && error && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">
          {error}
        </p>
      )}
      {!location && (
        <Button variant="outline" onClick={retry} disabled={status === "detecting"} className="justify-self-start">
          <LocateFixed aria-hidden="true" />
          {t("retry")}
        </Button>
      )}
      <ManualLocationForm onLocated={setManualLocation} />
    </div>
  );
}
