import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  port: number;
  /** Closes the server, dropping keep-alive connections so tests don't wait for them to time out. */
  close: () => Promise<void>;
}

/** Starts a stand-in HTTP server on a free loopback port. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
