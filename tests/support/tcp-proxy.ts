import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a real server, for fault-injection tests: the app
 * connects through it, and the test decides when the "database" goes down, hangs or loses a reply.
 */
export interface TcpProxy {
  readonly port: number;
  /** Connections currently open through the proxy. */
  readonly openConnections: number;
  /**
   * "Database down": resets every open connection, and every new one until restore(). Resolves after the
   * peers have had an event-loop turn to read the resets, as they would between two requests to a server;
   * without it, requests that fail synchronously one after another never let the driver notice.
   */
  cut(): Promise<void>;
  /** "Database hung": connections are accepted, but nothing is forwarded either way until restore(). */
  pause(): void;
  /**
   * "Reply lost": once a client sends bytes containing `marker` (e.g. the text of an INSERT), the
   * server still receives them but its replies on that connection are held until restore().
   * The proxy reads whole chunks, which is enough for the short queries of a test.
   */
  holdRepliesAfter(marker: string): void;
  /** Back to normal: forwards anything held and accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
  /** Chunks waiting to go to the server / back to the client while forwarding is stopped. */
  towardsServer: Buffer[];
  towardsClient: Buffer[];
  repliesHeld: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let mode: "open" | "cut" | "paused" = "open";
  let holdMarker: Buffer | null = null;

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream.destroy();
  };
  const reset = (link: Link) => {
    links.delete(link);
    // An RST rather than a FIN: the driver sees ECONNRESET, as when a server or network dies.
    link.client.resetAndDestroy();
    link.upstream.destroy();
  };
  const flush = (link: Link) => {
    if (mode !== "paused") for (const chunk of link.towardsServer.splice(0)) link.upstream.write(chunk);
    if (mode !== "paused" && !link.repliesHeld) for (const chunk of link.towardsClient.splice(0)) link.client.write(chunk);
  };

  const server: Server = createServer((client) => {
    if (mode === "cut") {
      client.on("error", () => undefined);
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const link: Link = { client, upstream, towardsServer: [], towardsClient: [], repliesHeld: false };
    links.add(link);
    // A fault test provokes socket errors on purpose; they end the link, never the test process.
    client.on("error", () => drop(link));
    upstream.on("error", () => drop(link));
    client.on("close", () => drop(link));
    upstream.on("close", () => drop(link));
    client.on("data", (chunk) => {
      if (holdMarker && chunk.includes(holdMarker)) link.repliesHeld = true;
      if (mode === "paused") link.towardsServer.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "paused" || link.repliesHeld) link.towardsClient.push(chunk);
      else client.write(chunk);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    get openConnections() {
      return links.size;
    },
    async cut() {
      mode = "cut";
      for (const link of [...links]) reset(link);
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    pause() {
      mode = "paused";
    },
    holdRepliesAfter(marker) {
      holdMarker = Buffer.from(marker);
    },
    restore() {
      mode = "open";
      holdMarker = null;
      for (const link of links) {
        link.repliesHeld = false;
        flush(link);
      }
    },
    async close() {
      for (const link of [...links]) drop(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
