"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { HttpError } from "@/lib/http";
import type { ManualLocation } from "@/lib/location/use-user-location";

// Loaded on the first search only.
const fetchPlace = (query: string) => import("@/lib/location/fetch-place").then((module) => module.fetchPlace(query));

/** The way out when detection fails or is wrong: a typed US ZIP code or city, resolved on the server. */
export function ManualLocationForm({ onLocated }: { onLocated: (location: ManualLocation) => void }) {
  const t = useTranslations("ContractorFinder");
  const tLocation = useTranslations("Location");
  const inputId = useId();
  const errorId = useId();
  const [place, setPlace] = useState("");
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: fetchPlace,
    onSuccess: ({ lat, lng, label }) => {
      setError(null);
      onLocated({ lat, lng, label });
    },
    onError: (failure) => setError((failure instanceof HttpError && failure.serverMessage) || t("manualFailed")),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!place.trim()) {
      setError(tLocation("placeInvalid"));
      return;
    }
    lookup.mutate(place);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={inputId}>{t("manualLabel")}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          placeholder={t("manualPlaceholder")}
          autoComplete="postal-code"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className="sm:max-w-xs"
        />
        <Button type="submit" variant="secondary" disabled={lookup.isPending}>
          {lookup.isPending ? t("manualPending") : t("manualSubmit")}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
