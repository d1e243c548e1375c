/**
 * Creates an operator account for the console at /operator (or sets a new password for an existing one):
 *
 *   npm run operator:create -- --email ops@example.com
 *
 * The password is read from standard input: typed at a hidden prompt, or piped
 * (`printf '%s\n' "$PASSWORD" | npm run operator:create -- --email ...`). There are no default accounts.
 * Uses DATABASE_URL when set, else the embedded PGlite folder; with PGlite, stop the server first (one process per folder).
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { resolveDatabaseConfig } from "../lib/db/config";
import { openDatabase } from "../lib/db/open";
import { upsertOperator } from "../lib/operator/accounts";

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? "";
  }
  // A prompt that does not echo what is typed.
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput(text: string): void };
  process.stdout.write("Password: ");
  output._writeToOutput = () => undefined;
  const password = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  if (!values.email) throw new Error("Usage: npm run operator:create -- --email <address>  (password from the prompt or standard input)");
  const password = await readPassword();
  const database = await openDatabase(resolveDatabaseConfig(), { afterOpen: undefined });
  try {
    const { created } = await upsertOperator(database.prisma, { email: values.email, password });
    console.log(
      created
        ? `Created operator ${values.email.trim().toLowerCase()}.`
        : `Set a new password for ${values.email.trim().toLowerCase()} (its sessions were signed out).`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const issues = (error as { issues?: { message: string }[] }).issues;
    console.error("operator:create failed:", issues ? issues.map((issue) => issue.message).join("; ") : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
