import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  port: number;
  /** Closes the server, dropping keep-alive connections so tests don't wait for them to time out. */
  close: () => Promise<void>;
}

/** Starts a stand-in HTTP server on loopback: on a free port, or on `port` when a server elsewhere was told it. */
export async function listenOnLoopback(server: Server, port = 0): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
