import { Calendar, Camera, Cpu, Wrench } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { buttonVariants } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { Link } from "@/i18n/link";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("HowItWorks");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription", { product: siteConfig.name }), url: "/how-it-works" });
}

const stepIcons = [Camera, Cpu, Wrench, Calendar];

export default async function HowItWorksPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations("HowItWorks");
  const steps = Object.values(t.raw("steps") as Record<string, { title: string; body: string }>);
  return (
    <>
      <SiteHeader path="/how-it-works" />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <h1 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-center text-lg text-muted-foreground">{t("intro")}</p>
        <ol className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const Icon = stepIcons[index];
            return (
              <li key={step.title} className="rounded-xl border border-border p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                </div>
                <h2 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">{t("stepLabel", { number: index + 1 })}: </span>
                  {step.title}
                </h2>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.body}</p>
              </li>
            );
          })}
        </ol>
        <div className="mt-10 text-center">
          <Link href="/" className={buttonVariants({ size: "lg" })}>
            {t("cta")}
          </Link>
        </div>
      </main>
    </>
  );
}
