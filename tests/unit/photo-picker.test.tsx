/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { AttachedPhoto } from "@/components/photos/photo-types";
import type { PhotoUploadState } from "@/components/photos/use-photo-attachments";
import { MAX_PHOTO_UPLOAD_BYTES } from "@/lib/photos/limits";
import messages from "@/messages/en-US/photos.json";

type Values = Record<string, string | number>;

// Just enough ICU for these messages ({name} and {count, plural, one {…} other {…}}): next-intl ships ESM only.
let pageLocale = "en-US";
jest.mock("next-intl", () => ({
  useLocale: () => pageLocale,
  useTranslations:
    () =>
    (key: keyof (typeof messages)["Photos"], values: Values = {}) =>
      messages.Photos[key].replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}|\{(\w+)\}/g, (_, plural, one, other, name) =>
        name ? String(values[name]) : (Number(values[plural]) === 1 ? one : other).replaceAll("#", String(values[plural])),
      ),
}));

/** A stand-in for the browser's XMLHttpRequest: records each upload and lets the test answer it. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  status = 0;
  responseText = "";
  responseType = "";
  method = "";
  url = "";
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  dropConnection() {
    act(() => this.onerror?.());
  }
}

const uploaded = (id: string): AttachedPhoto => ({
  id,
  url: `/api/photos/${id}?size=full&sig=a`,
  thumbUrl: `/api/photos/${id}?size=thumb&sig=a`,
  width: 2048,
  height: 1536,
  name: "",
});
const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

/** The nth upload the picker sent, once it has been sent (decoding and the transfer code load first). */
async function nthUpload(index: number): Promise<FakeUpload> {
  await waitFor(() => expect(FakeUpload.sent.length).toBeGreaterThan(index));
  return FakeUpload.sent[index];
}

let PhotoPicker: typeof import("@/components/photos/photo-picker").PhotoPicker;
beforeAll(async () => {
  ({ PhotoPicker } = await import("@/components/photos/photo-picker"));
});

const originalXhr = window.XMLHttpRequest;
beforeEach(() => {
  pageLocale = "en-US";
  FakeUpload.sent = [];
  window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = originalXhr;
});

function renderPicker(restore?: () => AttachedPhoto[]) {
  const onChange = jest.fn<(photos: AttachedPhoto[], state: PhotoUploadState) => void>();
  render(<PhotoPicker onChange={onChange} restore={restore} />);
  const input = screen.getByLabelText<HTMLInputElement>(/^Add (more )?photos$/);
  return { onChange, input, user: userEvent.setup({ applyAccept: false }) };
}

const count = () => screen.getByRole("status");

describe("the photo picker", () => {
  it("is a labelled file input for any image, several at a time, with its hint", () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/*");
    expect(input).toHaveAttribute("multiple");
    expect(input).toHaveAccessibleDescription(/Up to 6 photos/);
    expect(screen.getByRole("group", { name: "Photos of the problem (optional)" })).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 of 6 photos added");
  });

  it("uploads a picked photo as the photo field, shows its progress, then its thumbnail, and announces the count", async () => {
    const { input, user, onChange } = renderPicker();
    await user.upload(input, jpeg("sink.jpg"));
    expect(count()).toHaveTextContent("1 of 6 photos added");

    const upload = await nthUpload(0);
    expect(upload.method).toBe("POST");
    expect(upload.url).toBe("/api/photos?locale=en-US");
    expect(upload.body?.get("photo")).toBeInstanceOf(Blob);
    upload.progress(40, 100);
    expect(await screen.findByRole("progressbar", { name: "Uploading photo 1" })).toHaveAttribute("aria-valuenow", "40");
    expect(onChange).not.toHaveBeenCalledWith(expect.anything(), "ready");

    upload.respond(201, uploaded("p1"));
    const thumbnail = await screen.findByRole("img", { name: "Photo 1: sink.jpg" });
    expect(thumbnail).toHaveAttribute("src", "/api/photos/p1?size=thumb&sig=a");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([{ ...uploaded("p1"), name: "sink.jpg" }], "ready");
  });

  it("names the page's language in the upload, so the server refuses in it", async () => {
    pageLocale = "es-US";
    const { input, user } = renderPicker();
    await user.upload(input, jpeg("lavabo.jpg"));
    expect((await nthUpload(0)).url).toBe("/api/photos?locale=es-US");
  });

  it("removes the photo its button names, and gives focus back to the control", async () => {
    const { input, user, onChange } = renderPicker();
    await user.upload(input, [jpeg("a.jpg"), jpeg("b.jpg")]);
    (await nthUpload(0)).respond(201, uploaded("pa"));
    (await nthUpload(1)).respond(201, uploaded("pb"));
    await screen.findByRole("img", { name: "Photo 2: b.jpg" });
    expect(count()).toHaveTextContent("2 of 6 photos added");

    await user.click(screen.getByRole("button", { name: "Remove photo 1 (a.jpg)" }));
    expect(count()).toHaveTextContent("1 of 6 photos added");
    expect(screen.getByRole("img", { name: "Photo 1: b.jpg" })).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith([{ ...uploaded("pb"), name: "b.jpg" }], "ready");
  });

  it("takes six photos and says in words how many of the others were left out", async () => {
    const { input, user } = renderPicker();
    await user.upload(
      input,
      Array.from({ length: 8 }, (_, index) => jpeg(`p${index}.jpg`)),
    );
    expect(count()).toHaveTextContent("6 of 6 photos added");
    expect(screen.getByText("2 photos were not added: you can add up to 6 photos.")).toBeInTheDocument();

    await user.upload(input, jpeg("seventh.jpg"));
    expect(screen.getByText("1 photo was not added: you can add up to 6 photos.")).toBeInTheDocument();
    expect(count()).toHaveTextContent("6 of 6 photos added");
  });

  it("refuses a file that is not an image, naming it, and sends nothing", async () => {
    const { input, user } = renderPicker();
    await user.upload(input, new File(["total: $120"], "invoice.pdf", { type: "application/pdf" }));
    expect(screen.getByText('"invoice.pdf" is not a photo. Choose a picture file (JPEG, PNG, HEIC or WebP).')).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 of 6 photos added");
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it("refuses a photo it cannot shrink that is over the upload limit, before sending it", async () => {
    // jsdom decodes no images, like a browser with a HEIC file: the original would go as it is.
    const { input, user } = renderPicker();
    await user.upload(input, new File([new Uint8Array(MAX_PHOTO_UPLOAD_BYTES + 1)], "IMG_0001.HEIC", { type: "image/heic" }));
    expect(await screen.findByText('"IMG_0001.HEIC" is too large to send (more than 8 MB). Choose a smaller photo or take it again.')).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 of 6 photos added");
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it("shows the server's reason when it refuses a photo, and drops it from the list", async () => {
    const { input, user } = renderPicker();
    await user.upload(input, jpeg("IMG_0002.HEIC"));
    (await nthUpload(0)).respond(415, { message: "Please choose a JPEG or PNG (on iPhone: Settings → Camera → Formats → Most Compatible)." });
    expect(
      await screen.findByText('"IMG_0002.HEIC" was not added: Please choose a JPEG or PNG (on iPhone: Settings → Camera → Formats → Most Compatible).'),
    ).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 of 6 photos added");
  });

  it("keeps a photo whose upload failed, says so, and sends it again on retry", async () => {
    const { input, user, onChange } = renderPicker();
    await user.upload(input, jpeg("basement.jpg"));
    (await nthUpload(0)).dropConnection();
    expect(await screen.findByRole("alert")).toHaveTextContent("Photo 1 did not upload. Check your connection and try again.");
    expect(onChange).toHaveBeenLastCalledWith([], "failed");
    expect(count()).toHaveTextContent("1 of 6 photos added");

    await user.click(screen.getByRole("button", { name: "Try again to upload photo 1" }));
    const second = await nthUpload(1);
    expect(second.body?.get("photo")).toBeInstanceOf(Blob);
    second.respond(201, uploaded("p2"));
    await screen.findByRole("img", { name: "Photo 1: basement.jpg" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([{ ...uploaded("p2"), name: "basement.jpg" }], "ready");
  });

  it("treats a busy server (429) as a failed upload worth retrying, not a refusal", async () => {
    const { input, user } = renderPicker();
    await user.upload(input, jpeg("a.jpg"));
    (await nthUpload(0)).respond(429, { message: "Too many requests" });
    expect(await screen.findByRole("button", { name: "Try again to upload photo 1" })).toBeInTheDocument();
  });

  it("cancels the upload of a photo removed while it travels", async () => {
    const { input, user } = renderPicker();
    await user.upload(input, jpeg("a.jpg"));
    const upload = await nthUpload(0);
    await user.click(screen.getByRole("button", { name: "Remove photo 1 (a.jpg)" }));
    expect(upload.aborted).toBe(true);
    expect(count()).toHaveTextContent("0 of 6 photos added");
  });

  it("takes up photos picked before the page was hydrated (a slow phone)", async () => {
    const { renderToString } = await import("react-dom/server");
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<PhotoPicker />);
    const serverInput = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(serverInput, "files", { value: [jpeg("early.jpg")], configurable: true });

    render(<PhotoPicker />, { container, hydrate: true });
    expect(count()).toHaveTextContent("1 of 6 photos added");
    (await nthUpload(0)).respond(201, uploaded("early"));
    expect(await screen.findByRole("img", { name: "Photo 1: early.jpg" })).toBeInTheDocument();
  });

  it("brings back photos uploaded before a reload, with their thumbnails", async () => {
    const { onChange } = renderPicker(() => [{ ...uploaded("kept"), name: "leak.jpg" }]);
    expect(await screen.findByRole("img", { name: "Photo 1: leak.jpg" })).toHaveAttribute("src", uploaded("kept").thumbUrl);
    expect(count()).toHaveTextContent("1 of 6 photos added");
    expect(within(screen.getByRole("list", { name: "Your photos" })).getAllByRole("listitem")).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([{ ...uploaded("kept"), name: "leak.jpg" }], "ready");
  });
});
