"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, HttpError } from "@/lib/http";
import type { ThreadEntryView } from "@/lib/thread/messages";
import { ThreadEntryItem } from "./thread-entry";
import { useLiveThread, type ThreadAccess } from "./use-live-thread";

const MAX_BODY = 2000;

interface Props extends ThreadAccess {
  initialEntries: ThreadEntryView[];
  product: string;
}

/** The booking's thread on the homeowner's page or the pro's job page: entries kept live, and the message box. */
export function ThreadPanel({ initialEntries, product, ...access }: Props) {
  const t = useTranslations("Thread");
  const { entries, live, add } = useLiveThread(access, initialEntries);
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!body.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      const response = await apiRequest("POST", "/api/thread/messages", { token: access.token, as: access.as, locale: access.locale, body });
      add([((await response.json()) as { entry: ThreadEntryView }).entry]);
      setBody("");
    } catch (failure) {
      setError(t("sendFailed", { reason: failure instanceof HttpError ? (failure.serverMessage ?? failure.message) : String(failure) }));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card id="thread">
      <CardHeader>
        <CardTitle>{t("heading")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t("intro", { product })}</p>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol className="grid gap-3" aria-live="polite" data-testid="thread-entries">
            {entries.map((entry) => (
              <ThreadEntryItem key={entry.id} entry={entry} viewer={access.as} product={product} locale={access.locale} />
            ))}
          </ol>
        )}
        <p className="text-xs text-muted-foreground" data-testid="thread-live">
          {live ? t("liveOn") : t("liveOff")}
        </p>
        <form onSubmit={send} className="grid gap-2">
          <Label htmlFor={fieldId}>{t("messageLabel")}</Label>
          <Textarea id={fieldId} name="body" value={body} onChange={(event) => setBody(event.target.value)} maxLength={MAX_BODY} rows={3} required />
          <p className="text-xs text-muted-foreground">{t("charactersLeft", { count: MAX_BODY - body.length })}</p>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={sending || !body.trim()}>
              {sending ? t("sending") : t("send")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
