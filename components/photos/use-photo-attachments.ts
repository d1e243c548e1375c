"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

import { MAX_PHOTO_UPLOAD_BYTES, MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";

import type { AttachedPhoto, PickedPhoto } from "./photo-types";

/** Where the picker stands: whether every photo it holds is uploaded, some still travel, or one failed. */
export type PhotoUploadState = "ready" | "uploading" | "failed";

export interface PhotoAttachmentsOptions {
  /** Photos uploaded before (a reload of the page), read once after mounting: storage is not there on the server. */
  restore?: () => AttachedPhoto[];
  /** Every change of the uploaded photos or of the upload state, never for the initial empty list. */
  onChange?: (photos: AttachedPhoto[], state: PhotoUploadState) => void;
}

const loadTransfer = () => import("./photo-transfer");
/** Fetches the decoding and upload code ahead of the first pick (on hover or focus of the control). */
export const preloadPhotoTransfer = () => void loadTransfer();

// A name without the homeowner's own file name in it: the server judges the bytes, never the name.
const UPLOAD_NAME = "photo";

let nextKey = 0;
const newKey = () => `photo-${(nextKey += 1)}`;

const restoredItem = (photo: AttachedPhoto): PickedPhoto => ({
  key: newKey(),
  name: photo.name,
  status: "done",
  progress: 100,
  previewUrl: photo.thumbUrl,
  uploaded: photo,
});

function uploadState(items: readonly PickedPhoto[]): PhotoUploadState {
  if (items.some((item) => item.status === "failed")) return "failed";
  return items.some((item) => item.status !== "done") ? "uploading" : "ready";
}

/**
 * The picker's photos: checks each chosen file, downsizes it in the browser and uploads it, one at a time (a
 * phone decoding six 12 MP photos at once runs out of memory, and a weak link is shared better in turn). Refusals
 * (not an image, too large, too many, refused by the server) become plain-words notices naming the file; a failed
 * upload stays in the list with a retry.
 */
export function usePhotoAttachments({ restore, onChange }: PhotoAttachmentsOptions = {}) {
  const t = useTranslations("Photos");
  // Sent with each upload, so the server's refusals come back in the page's language.
  const locale = useLocale();
  const [items, setItems] = useState<PickedPhoto[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  // Mirrors the list synchronously, so a second pick sees the room the first one left.
  const itemsRef = useRef<PickedPhoto[]>([]);
  const prepared = useRef(new Map<string, Blob>());
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  // A hand-rolled queue rather than a library: one promise chain is all "one photo at a time" needs.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const commit = useCallback((change: (items: PickedPhoto[]) => PickedPhoto[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const update = useCallback(
    (key: string, patch: Partial<PickedPhoto>) => commit((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [commit],
  );
  const isHeld = (key: string) => itemsRef.current.some((item) => item.key === key);

  const forget = useCallback(
    (key: string) => {
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      prepared.current.delete(key);
      const url = objectUrls.current.get(key);
      if (url) URL.revokeObjectURL(url);
      objectUrls.current.delete(key);
      commit((current) => current.filter((item) => item.key !== key));
    },
    [commit],
  );

  const refuse = useCallback(
    (key: string, notice: string) => {
      forget(key);
      setNotices((current) => [...current, notice]);
    },
    [forget],
  );

  const send = useCallback(
    async (key: string, name: string) => {
      const photo = prepared.current.get(key);
      if (!photo || !isHeld(key)) return;
      const { uploadPhoto, PhotoRefusedError } = await loadTransfer();
      const controller = new AbortController();
      uploads.current.set(key, controller);
      update(key, { status: "uploading", progress: 0 });
      try {
        const uploaded = await uploadPhoto(photo, UPLOAD_NAME, locale, (progress) => update(key, { progress }), controller.signal);
        prepared.current.delete(key);
        const item = itemsRef.current.find((candidate) => candidate.key === key);
        update(key, { status: "done", progress: 100, uploaded, previewUrl: item?.previewUrl ?? uploaded.thumbUrl });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof PhotoRefusedError) refuse(key, t("refused", { name, reason: error.serverMessage ?? t("refusedFallback") }));
        else update(key, { status: "failed" });
      } finally {
        uploads.current.delete(key);
      }
    },
    [locale, refuse, t, update],
  );

  const prepareAndSend = useCallback(
    async (key: string, file: File) => {
      if (!isHeld(key)) return;
      const { downsizePhoto } = await loadTransfer();
      const downsized = await downsizePhoto(file);
      // Undecodable here (HEIC outside Safari): the original goes as it is, and the server says what it can take.
      const photo = downsized ?? file;
      if (photo.size > MAX_PHOTO_UPLOAD_BYTES) {
        refuse(key, t("tooLarge", { name: file.name, maxMegabytes: MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024) }));
        return;
      }
      if (!isHeld(key)) return;
      prepared.current.set(key, photo);
      if (downsized) {
        const url = URL.createObjectURL(downsized);
        objectUrls.current.set(key, url);
        update(key, { previewUrl: url });
      }
      await send(key, file.name);
    },
    [refuse, send, t, update],
  );

  const enqueue = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch((error: unknown) => console.error("[photos] step failed", error));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const fresh: string[] = [];
      // A missing type (some Android pickers) is let through: the decoder, then the server, judge the bytes.
      const images = files.filter((file) => {
        const isImage = !file.type || file.type.startsWith("image/");
        if (!isImage) fresh.push(t("notAnImage", { name: file.name }));
        return isImage;
      });
      const room = Math.max(0, MAX_PHOTOS_PER_REQUEST - itemsRef.current.length);
      const taken = images.slice(0, room);
      if (images.length > taken.length) fresh.push(t("tooMany", { count: images.length - taken.length, max: MAX_PHOTOS_PER_REQUEST }));
      setNotices(fresh);
      const added = taken.map((file) => ({ file, item: { key: newKey(), name: file.name, status: "preparing", progress: 0 } satisfies PickedPhoto }));
      commit((current) => [...current, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) enqueue(() => prepareAndSend(item.key, file));
    },
    [commit, enqueue, prepareAndSend, t],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      setNotices([]);
    },
    [forget],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item || item.status !== "failed") return;
      update(key, { status: "uploading", progress: 0 });
      enqueue(() => send(key, item.name));
    },
    [enqueue, send, update],
  );

  // Only the first restore function counts: a later one must not bring back photos the homeowner removed.
  const restoreOnce = useRef(restore);
  useEffect(() => {
    const restored = restoreOnce.current?.() ?? [];
    if (restored.length) commit(() => restored.slice(0, MAX_PHOTOS_PER_REQUEST).map(restoredItem));
  }, [commit]);

  // Reported when what the form sends changes (not on each progress step), and never for the initial empty list.
  const reported = useRef(JSON.stringify({ ids: [], state: "ready" }));
  useEffect(() => {
    const photos = items.flatMap((item) => (item.uploaded ? [{ ...item.uploaded, name: item.name }] : []));
    const state = uploadState(items);
    const signature = JSON.stringify({ ids: photos.map((photo) => photo.id), state });
    if (signature === reported.current) return;
    reported.current = signature;
    onChange?.(photos, state);
  }, [items, onChange]);

  useEffect(() => {
    const urls = objectUrls.current;
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  return { items, notices, add, remove, retry };
}
