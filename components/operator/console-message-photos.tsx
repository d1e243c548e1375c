"use client";

import { useCallback, useState } from "react";

import { PhotoPicker } from "@/components/photos/photo-picker";
import type { AttachedPhoto } from "@/components/photos/photo-types";
import type { PhotoUploadState } from "@/components/photos/use-photo-attachments";
import { buttonVariants } from "@/components/ui/button-variants";

interface Props {
  label: string;
  hint: string;
  send: string;
  uploading: string;
}

/**
 * The console's message photos: the booking form's picker (same upload route, limits and refusals), each uploaded
 * photo a hidden `photoIds` field of the plain form POST, and the Send button held while a photo is on its way.
 */
export function ConsoleMessagePhotos({ label, hint, send, uploading }: Props) {
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
        <button type="submit" className={buttonVariants()} disabled={photos.state !== "ready"}>
          {send}
        </button>
      </div>
    </>
  );
}
