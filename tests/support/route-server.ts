import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback-server";

type Handler = (request: Request) => Promise<Response>;

/**
 * Serves route handlers on loopback, so a stand-in (the fake Twilio) can POST to them over HTTP as the real service
 * would. The request reaches the handler with the loopback URL, not the site's public address.
 */
export async function startRouteServer(routes: Record<string, Handler>) {
  const server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = `http://127.0.0.1${request.url}`;
    const route = routes[new URL(url).pathname];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(key, value);
    const answer = await route(new Request(url, { method: request.method, headers, body: Buffer.concat(chunks) }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  }
  const { port, close } = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}`, close };
}
