import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real PgBouncer (Debian's package) in transaction mode in front of the local PostgreSQL, on a free
 * loopback port, as managed hosts put one in front of the database (Supabase, Neon, Heroku). Its default
 * settings refuse unknown start-up parameters, so whatever passes here passes there.
 */
export interface PgBouncer {
  port: number;
  /** A URL for `database` through the pooler. */
  url(database: string): string;
  log(): string;
  stop(): Promise<void>;
}

const PGBOUNCER = process.env.PGBOUNCER_BIN || "/usr/sbin/pgbouncer";

export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPgBouncer(options: { upstreamHost?: string; upstreamPort?: number; poolSize?: number } = {}): Promise<PgBouncer> {
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(path.join(tmpdir(), "fixpilot-pgbouncer-"));
  // PgBouncer refuses to run as root; run as postgres, which must be able to write its log here.
  chmodSync(dir, 0o777);
  const logFile = path.join(dir, "pgbouncer.log");
  writeFileSync(path.join(dir, "userlist.txt"), '"postgres" ""\n');
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${options.upstreamHost ?? "127.0.0.1"} port=${options.upstreamPort ?? 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${options.poolSize ?? 8}`,
      "max_client_conn = 1000",
      `logfile = ${logFile}`,
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")], { stdio: "ignore" });
  const readLog = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(port, child, readLog);
  return {
    port,
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    log: readLog,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, readLog: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited (${child.exitCode}):\n${readLog()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGTERM");
  throw new Error(`PgBouncer did not listen on ${port}:\n${readLog()}`);
}
