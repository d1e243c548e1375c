import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { getTranslations } from "next-intl/server";

import { ConsoleHeader } from "@/components/operator/console-header";
import { dispatchConfig } from "@/lib/dispatch/config";
import { requireOperatorPage } from "@/lib/operator/guard";

export const dynamic = "force-dynamic";

/** The .eml files written when no SMTP_URL is set (the embedded default), newest first. */
export default async function OperatorMailPage() {
  const operator = await requireOperatorPage();
  const t = await getTranslations("Operator");
  const config = dispatchConfig();
  const dir = path.resolve(/*turbopackIgnore: true*/ config.mailDir);
  const names = config.smtpUrl ? [] : (await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const files = (await Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size }))))
    .sort((a, b) => b.name.localeCompare(a.name))
    .slice(0, 200);
  return (
    <>
      <ConsoleHeader email={operator.email} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("mailHeading")}</h1>
        <p>{config.smtpUrl ? t("mailSmtp") : t("mailIntro", { dir })}</p>
        {!config.smtpUrl && files.length === 0 && <p className="text-muted-foreground">{t("noMail")}</p>}
        <ul className="grid gap-1 font-mono text-sm">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} ({file.size} B)
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
