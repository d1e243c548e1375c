import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { linkUrl, siteConfig } from "@/config/site";
import { getDb } from "@/lib/db";
import { issueSetupLinkIfNeeded } from "@/lib/operator/setup";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A plain form posting to /api/operator/sign-in; one generic error for every failure. */
export default async function SignInPage({ searchParams }: Props) {
  const t = await getTranslations("Operator");
  const failed = (await searchParams).error !== undefined;
  // No operator yet: print a one-time setup link to the server log (or say one is already there).
  const setup = await issueSetupLinkIfNeeded(await getDb(), linkUrl("/")).catch(() => "not-needed" as const);
  return (
    <main id="main" className="mx-auto grid w-full max-w-sm flex-1 content-start gap-6 px-4 py-16">
      <h1 className="text-2xl font-bold">{t("signInTitle")}</h1>
      <p className="text-sm text-muted-foreground">{t("signInIntro", { product: siteConfig.name })}</p>
      {setup !== "not-needed" && (
        <p role="status" className="rounded-md border border-border p-3 text-sm">
          {t("noOperatorYet")}
        </p>
      )}
      {failed && (
        <p role="alert" className="font-medium text-destructive">
          {t("signInError")}
        </p>
      )}
      <form method="post" action="/api/operator/sign-in" className="grid gap-4">
        <label className="grid gap-2 text-sm font-medium">
          {t("email")}
          <Input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="grid gap-2 text-sm font-medium">
          {t("password")}
          <Input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className={buttonVariants()}>
          {t("signIn")}
        </button>
      </form>
    </main>
  );
}
