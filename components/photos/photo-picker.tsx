"use client";

import { Camera } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, type ChangeEvent, type RefCallback } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";

import { preloadPhotoTransfer, usePhotoAttachments, type PhotoAttachmentsOptions } from "./use-photo-attachments";

// The thumbnails, progress bars and buttons only exist once a photo is picked: their code waits until then.
const PhotoList = dynamic(() => import("./photo-list").then((module) => module.PhotoList), { ssr: false });

interface PhotoPickerProps extends PhotoAttachmentsOptions {
  /** Replaces the standard heading ("Photos of the problem (optional)"). */
  label?: string;
  /** Replaces the standard hint under the heading. */
  hint?: string;
  /** A field error from the form (a refused booking's photoIds), shown under the picker. */
  error?: string;
  /** Receives the file input, so a form can focus it when it reports an error. */
  inputRef?: RefCallback<HTMLInputElement>;
  className?: string;
}

/**
 * "Add photos": a real file input (on a phone it offers the camera or the library), styled as a button through
 * its label, with the count announced politely, plain-words refusals, and the photos listed once picked.
 */
export function PhotoPicker({ label, hint, error, className, inputRef: outerRef, ...options }: PhotoPickerProps) {
  const t = useTranslations("Photos");
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      outerRef?.(node);
    },
    [outerRef],
  );
  const { items, notices, add, remove, retry } = usePhotoAttachments(options);

  function take(input: HTMLInputElement) {
    add(Array.from(input.files ?? []));
    // Cleared, so picking the same photo again after removing it is a change too.
    input.value = "";
  }
  const onPick = (event: ChangeEvent<HTMLInputElement>) => take(event.target);

  // The input is in the server's HTML: on a slow phone, photos can be picked before React has taken over, and
  // that change event went to no one. They are taken up once hydrated.
  const takeEarlyPick = useRef(take);
  useEffect(() => {
    const input = inputRef.current;
    if (input?.files?.length) takeEarlyPick.current(input);
  }, []);

  function onRemove(key: string) {
    remove(key);
    // The removed button is gone: focus goes back to the control rather than to the top of the page.
    inputRef.current?.focus();
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className={cn("grid gap-2", className)}>
      <p id={`${id}-heading`} className="text-sm font-medium">
        {label ?? t("label")}
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint ?? t("hint", { max: MAX_PHOTOS_PER_REQUEST })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* Visually hidden but focusable: Tab reaches it, Enter or Space opens the picker, and its label shows the ring. */}
        <input
          ref={setInput}
          id={`${id}-input`}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={onPick}
          onFocus={preloadPhotoTransfer}
        />
        <label
          htmlFor={`${id}-input`}
          onPointerEnter={preloadPhotoTransfer}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          )}
        >
          <Camera aria-hidden="true" />
          {items.length ? t("addMore") : t("add")}
        </label>
        <p role="status" className="text-sm text-muted-foreground">
          {t("count", { count: items.length, max: MAX_PHOTOS_PER_REQUEST })}
        </p>
      </div>
      {/* Always present, so a screen reader is listening before a refusal appears in it. */}
      <div aria-live="polite" className="grid gap-1">
        {notices.map((notice, index) => (
          <p key={index} className="text-sm font-medium text-destructive">
            {notice}
          </p>
        ))}
      </div>
      {items.length > 0 && <PhotoList items={items} onRemove={onRemove} onRetry={retry} />}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
