import { getTranslations } from "next-intl/server";

import { ConsoleHeader } from "@/components/operator/console-header";
import { buttonVariants } from "@/components/ui/button";
import { getDb } from "@/lib/db";
import { requireOperatorPage } from "@/lib/operator/guard";

export const dynamic = "force-dynamic";

/** Reviews, newest first, with hide and unhide. */
export default async function OperatorReviewsPage() {
  const operator = await requireOperatorPage();
  const t = await getTranslations("Operator");
  const reviews = await (await getDb()).review.findMany({ orderBy: { id: "desc" }, take: 200 });
  return (
    <>
      <ConsoleHeader email={operator.email} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("reviewsHeading")}</h1>
        {reviews.length === 0 && <p className="text-muted-foreground">{t("noReviews")}</p>}
        <ul className="grid gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="grid gap-2 rounded-md border border-border p-4" data-testid={`review-${review.id}`}>
              <p className="font-medium">
                {t("rating", { rating: review.rating })} · {review.hidden ? t("hidden") : t("visible")}
                {review.appointmentId !== null && ` · #${review.appointmentId}`}
              </p>
              <p className="whitespace-pre-line">{review.comment}</p>
              <form method="post" action={`/api/operator/reviews/${review.id}`}>
                <input type="hidden" name="action" value={review.hidden ? "unhide" : "hide"} />
                <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {review.hidden ? t("unhide") : t("hide")}
                </button>
              </form>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
