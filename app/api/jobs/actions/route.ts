import { ApiError, readJsonBody, withApiErrors } from "@/lib/api";
import { apiTextIn, apiValidationText, bodyLocale } from "@/lib/api/texts";
import { fieldErrors } from "@/lib/api/validate";
import { isAppLocale, localizedPath } from "@/i18n/locales";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { messageKey } from "@/i18n/validation-messages";
import { appointmentForSide } from "@/lib/thread/access";
import { photoRefusal, threadPhotoUpload } from "@/lib/thread/photos";
import { JobStateError, runJobAction } from "@/lib/thread/job-actions";
import { jobUrlPath } from "@/lib/thread/links";
import { jobActionSchema } from "@/lib/thread/schema";

export const runtime = "nodejs";

/**
 * POST /api/jobs/actions: the job page's buttons (accept, decline, propose, on_my_way, complete with up to 6 after-photo
 * `photoIds` the pro uploaded), as form fields (the
 * page works without JavaScript: 303 back to the page, naming the outcome by key) or JSON (200 `{ status }`, 4xx
 * `{ message, errors? }`). The token travels in the body. Opening the page never acts: only these POSTs do.
 */
export const POST = withApiErrors("POST /api/jobs/actions", async (request) => {
  const isForm = (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  const raw = isForm ? formFields(await request.formData().catch(() => new FormData())) : await readJsonBody(request, 8 * 1024);
  const locale = bodyLocale(raw);
  const parsed = jobActionSchema.safeParse(raw);
  const token = typeof (raw as { token?: unknown }).token === "string" ? (raw as { token: string }).token : "";
  const prisma = await getDb();
  const appointment = await appointmentForSide(prisma, request.headers, "pro", token, locale);
  const page = localizedPath(jobUrlPath(token), locale);
  const back = (query: Record<string, string>) =>
    new Response(null, { status: 303, headers: { Location: `${page}?${new URLSearchParams(query)}`, "Cache-Control": "no-store" } });
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message ?? "thread.actionInvalid";
    if (isForm) return back({ error: first });
    throw new ApiError(400, apiValidationText(first, locale), fieldErrors(parsed.error, locale));
  }
  try {
    const photoIds = parsed.data.action === "complete" ? (parsed.data.photoIds ?? []) : [];
    const photos = await threadPhotoUpload(prisma, photoIds, request.headers, locale);
    const row = await runJobAction(prisma, appointment.id, parsed.data, photos);
    if (!row) throw new ApiError(404, apiTextIn(locale)("thread.notFound"));
    dispatchAfterResponse();
    if (isForm) return back({ done: parsed.data.action });
    return Response.json({ status: row.status }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // An after-photo that is not the pro's own fresh upload: the page says so in its language (Validation.photos).
    const refused = isForm ? photoRefusal(error) : undefined;
    if (refused) return back({ error: messageKey(`photos.${refused}`) });
    if (!(error instanceof JobStateError)) throw error;
    if (isForm) return back({ error: `thread.${error.key}`, ...(error.values.status ? { status: error.values.status } : {}) });
    throw new ApiError(error.status, apiTextIn(isAppLocale(locale) ? locale : "en-US")(`thread.${error.key}`, error.values));
  }
});

/** A form's fields; `photoIds` (one hidden field per after-photo) as a list. */
function formFields(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form.entries()), photoIds: form.getAll("photoIds").map(String) };
}
