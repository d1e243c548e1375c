"use client";

import { useCallback, useState } from "react";

import { buttonVariants } from "@/components/ui/button-variants";

import { PhotoPicker } from "./photo-picker";
import type { AttachedPhoto } from "./photo-types";
import type { PhotoUploadState } from "./use-photo-attachments";

interface Props {
  label: string;
  hint: string;
  /** The form's submit button's text. */
  submit: string;
  /** Said while a photo is still uploading (the button waits). */
  uploading: string;
  variant?: "default" | "outline";
}

/**
 * Photos in a plain server-posted form (the console's message, the pro's "Mark completed"): the booking form's picker
 * (same upload route, limits and refusals), each uploaded photo a hidden `photoIds` field, and the form's submit
 * button, held while a photo is on its way.
 */
export function FormPhotoField({ label, hint, submit, uploading, variant = "default" }: Props) {
  const [photos, setPhotos] = useState<{ ids: string[]; state: PhotoUploadState }>({ ids: [], state: "ready" });
  const onChange = useCallback((attached: AttachedPhoto[], state: PhotoUploadState) => setPhotos({ ids: attached.map((photo) => photo.id), state }), []);
  return (
    <>
      <PhotoPicker label={label} hint={hint} onChange={onChange} />
      {photos.ids.map((id) => (
        <input key={id} type="hidden" name="photoIds" value={id} />
      ))}
      {photos.state === "uploading" && <p className="text-sm text-muted-foreground">{uploading}</p>}
      <div>
        <button type="submit" className={buttonVariants({ variant })} disabled={photos.state !== "ready"}>
          {submit}
        </button>
      </div>
    </>
  );
}
