"use client";

import { useTranslations } from "next-intl";
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";

import { PhotoPicker } from "@/components/photos/photo-picker";
import type { AttachedPhoto } from "@/components/photos/photo-types";
import type { PhotoUploadState } from "@/components/photos/use-photo-attachments";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, HttpError } from "@/lib/http";
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";
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
  const [photos, setPhotos] = useState<{ ids: string[]; state: PhotoUploadState }>({ ids: [], state: "ready" });
  // A new picker after each message sent: its photos went with it.
  const [pickerKey, setPickerKey] = useState(0);
  const fieldId = useId();
  // The message box is in the server's HTML, so a homeowner can type before this island hydrates. React keeps
  // that text in the box but starts `body` empty, which left Send disabled over visible text: adopt it once.
  const field = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setBody(typed);
  }, []);
  const onPhotos = useCallback((attached: AttachedPhoto[], state: PhotoUploadState) => setPhotos({ ids: attached.map((photo) => photo.id), state }), []);
  // Text, photos or both; never while a photo is still on its way (it would be left out).
  const ready = (body.trim().length > 0 || photos.ids.length > 0) && photos.state === "ready";

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    try {
      const response = await apiRequest("POST", "/api/thread/messages", {
        token: access.token,
        as: access.as,
        locale: access.locale,
        body,
        photoIds: photos.ids,
      });
      add([((await response.json()) as { entry: ThreadEntryView }).entry]);
      setBody("");
      setPhotos({ ids: [], state: "ready" });
      setPickerKey((key) => key + 1);
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
          <Textarea
            id={fieldId}
            ref={field}
            name="body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={MAX_BODY}
            rows={3}
            required={photos.ids.length === 0}
          />
          <p className="text-xs text-muted-foreground">{t("charactersLeft", { count: MAX_BODY - body.length })}</p>
          <PhotoPicker key={pickerKey} label={t("photosLabel")} hint={t("photosHint", { max: MAX_PHOTOS_PER_REQUEST })} onChange={onPhotos} />
          {photos.state === "uploading" && <p className="text-sm text-muted-foreground">{t("photosUploading")}</p>}
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={sending || !ready}>
              {sending ? t("sending") : t("send")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
