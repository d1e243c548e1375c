"use client";

import { useCallback } from "react";

import { FormField } from "@/components/forms/form";
import { useValidationText } from "@/components/forms/use-validation-text";
import { readBookingPhotos, writeBookingPhotos } from "@/components/photos/booking-photo-draft";
import { PhotoPicker } from "@/components/photos/photo-picker";
import type { AttachedPhoto } from "@/components/photos/photo-types";
import type { PhotoUploadState } from "@/components/photos/use-photo-attachments";
import { HttpError } from "@/lib/http";

import type { AppointmentControl } from "./form-fields";

/**
 * The booking's photos: the picker bound to the form's `photoIds`, kept in the tab's storage so a reload (or the
 * chat's hand-off) finds them, with the form's error for them (a refused booking, or uploads still running) below.
 */
export function BookingPhotoField({ control, onUploadStateChange }: { control: AppointmentControl; onUploadStateChange: (state: PhotoUploadState) => void }) {
  const text = useValidationText();
  return (
    <FormField
      control={control}
      name="photoIds"
      render={({ field, fieldState }) => (
        <BookingPhotoPicker
          onIds={field.onChange}
          inputRef={field.ref}
          onUploadStateChange={onUploadStateChange}
          error={fieldState.error?.message ? text(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}

function BookingPhotoPicker({
  onIds,
  inputRef,
  onUploadStateChange,
  error,
}: {
  onIds: (ids: string[]) => void;
  inputRef: (node: HTMLInputElement | null) => void;
  onUploadStateChange: (state: PhotoUploadState) => void;
  error?: string;
}) {
  const onChange = useCallback(
    (photos: AttachedPhoto[], state: PhotoUploadState) => {
      writeBookingPhotos(photos);
      onIds(photos.map((photo) => photo.id));
      onUploadStateChange(state);
    },
    [onIds, onUploadStateChange],
  );
  return <PhotoPicker restore={readBookingPhotos} onChange={onChange} error={error} inputRef={inputRef} />;
}

/**
 * The server's word on the booking's photos: a 400 with `errors.photoIds` (too many, unknown, already attached),
 * a list of texts like every field error of lib/api, of which the first is shown; a single text is taken too.
 */
export function photoIdsError(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const { errors } = JSON.parse(error.body) as { errors?: Record<string, unknown> };
    const value = errors?.photoIds;
    const message = Array.isArray(value) ? value[0] : value;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
