// The picker's shapes, shared by the hook, the list and the forms that send the ids. Client-safe.

/** What POST /api/photos answers with 201: the id a booking or a chat request carries, and signed, expiring links. */
export interface UploadedPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** A photo the homeowner chose, as the picker shows it. `name` is the file's own name, shown back to them only. */
export interface PickedPhoto {
  key: string;
  name: string;
  status: "preparing" | "uploading" | "done" | "failed";
  /** 0–100 while uploading. */
  progress: number;
  /** What the thumbnail shows: the downsized photo from memory, or the server's thumbnail once restored. */
  previewUrl?: string;
  uploaded?: UploadedPhoto;
}

/** An uploaded photo with its file name: what a form keeps (and restores after a reload). */
export type AttachedPhoto = UploadedPhoto & { name: string };
