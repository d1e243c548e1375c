import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { siteConfig } from "@/config/site";

/** Privacy and terms share one layout: title, date, intro and numbered sections from the message catalogue. */
export async function LegalPage({ namespace }: { namespace: "Privacy" | "Terms" }) {
  const t = await getTranslations(namespace);
  const values = { product: siteConfig.name, email: siteConfig.supportEmail };
  // Sections are keyed objects, not an array: precompiled catalogues hold only messages and nested objects.
  const sectionKeys = Object.keys(t.raw("sections") as Record<string, unknown>);
  return (
    <>
      <SiteHeader path={namespace === "Privacy" ? "/privacy" : "/terms"} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("lastUpdated")}</p>
        <p className="mt-6 leading-7">{t("intro", values)}</p>
        <ol className="mt-8 space-y-8">
          {sectionKeys.map((key, index) => (
            <li key={key}>
              <h2 className="text-xl font-semibold">
                {index + 1}. {t(`sections.${key}.title`, values)}
              </h2>
              <p className="mt-2 leading-7 text-muted-foreground">{t(`sections.${key}.body`, values)}</p>
            </li>
          ))}
        </ol>
      </main>
    </>
  );
}
