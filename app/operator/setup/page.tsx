import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { getDb } from "@/lib/db";
import { MIN_PASSWORD_LENGTH } from "@/lib/operator/password";
import { isLiveSetupToken } from "@/lib/operator/setup";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first operator's account, from the one-time link the server printed to its log (lib/operator/setup.ts). */
export default async function OperatorSetupPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const prisma = await getDb();
  if ((await prisma.operator.count()) > 0) redirect("/operator/sign-in");
  const t = await getTranslations("Operator");
  const live = token !== "" && (await isLiveSetupToken(prisma, token));
  return (
    <main id="main" className="mx-auto grid w-full max-w-sm flex-1 content-start gap-6 px-4 py-16">
      <h1 className="text-2xl font-bold">{t("setupTitle")}</h1>
      {!live ? (
        <p role="alert" className="font-medium text-destructive">
          {t("setupLinkInvalid")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("setupIntro")}</p>
          {params.error === "account" && (
            <p role="alert" className="font-medium text-destructive">
              {t("setupAccountError", { min: MIN_PASSWORD_LENGTH })}
            </p>
          )}
          <form method="post" action="/api/operator/setup" className="grid gap-4">
            <input type="hidden" name="token" value={token} />
            <label className="grid gap-2 text-sm font-medium">
              {t("email")}
              <Input name="email" type="email" autoComplete="username" required />
            </label>
            <label className="grid gap-2 text-sm font-medium">
              {t("newPassword", { min: MIN_PASSWORD_LENGTH })}
              <Input name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
            </label>
            <button type="submit" className={buttonVariants()}>
              {t("setupSubmit")}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
