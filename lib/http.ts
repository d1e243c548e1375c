// The spec's fetch wrapper: requests send credentials and any non-ok reply becomes
// an Error whose message is "<status>: <body text or status text>".
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new HttpError(response.status, body, response.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: "include", ...init });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
