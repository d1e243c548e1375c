"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest, HttpError } from "@/lib/http";
import type { AppLocale } from "@/i18n/locales";

/** The homeowner's answer to a time the pro proposed: accepting reschedules the booking, refusing keeps it. */
export function ProposalAnswer({ token, when, locale }: { token: string; when: string; locale: AppLocale }) {
  const t = useTranslations("BookingThread");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function answer(action: "acceptProposal" | "refuseProposal") {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/appointments/manage", { token, action, locale });
      setMessage(action === "acceptProposal" ? t("proposalAccepted") : t("proposalRefused"));
      router.refresh();
    } catch (failure) {
      setMessage(failure instanceof HttpError ? (failure.serverMessage ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("proposalHeading")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>{t("proposal", { when })}</p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={() => void answer("acceptProposal")}>
            {t("acceptProposal")}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void answer("refuseProposal")}>
            {t("refuseProposal")}
          </Button>
        </div>
        {message && <p role="status">{message}</p>}
      </CardContent>
    </Card>
  );
}
