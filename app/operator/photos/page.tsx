import { getTranslations } from "next-intl/server";

import { ConsoleHeader } from "@/components/operator/console-header";
import { instantText } from "@/lib/booking/words";
import { getDb } from "@/lib/db";
import { requireOperatorPage } from "@/lib/operator/guard";

export const dynamic = "force-dynamic";

/** Photo files a store still holds after their photo was erased or swept, because it could not delete them then. */
export default async function OperatorPhotosPage() {
  const operator = await requireOperatorPage();
  const t = await getTranslations("Operator");
  const leftovers = await (await getDb()).orphanedPhotoBytes.findMany({ orderBy: { id: "asc" }, take: 500 });
  return (
    <>
      <ConsoleHeader email={operator.email} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-8 [&>*]:min-w-0">
        <h1 className="text-2xl font-bold">{t("leftoverHeading")}</h1>
        <p>{t("leftoverIntro")}</p>
        {leftovers.length === 0 ? (
          <p className="text-muted-foreground">{t("noLeftovers")}</p>
        ) : (
          <div className="relative min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label={t("leftoverHeading")}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  {(["colPhoto", "colStore", "colReason", "colSince"] as const).map((key) => (
                    <th key={key} scope="col" className="px-2 py-2 font-semibold">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {leftovers.map((entry) => (
                  <tr key={entry.id} className="border-b border-border" data-testid="photo-leftover">
                    <td className="px-2 py-2 font-mono">{entry.photoId}</td>
                    <td className="px-2 py-2">{entry.store}</td>
                    <td className="px-2 py-2 [overflow-wrap:anywhere]">{entry.reason}</td>
                    <td className="px-2 py-2">{instantText(entry.createdAt, null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </main>
    </>
  );
}
