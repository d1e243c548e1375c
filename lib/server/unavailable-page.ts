import english from "@/messages/en-US/errors.json";
import spanish from "@/messages/es-US/errors.json";

/**
 * The error page the proxy answers with when the server cannot serve anything (a misconfigured serverless function,
 * lib/env/check.ts): the words of app/global-error.tsx, in the page's language, as plain HTML with no script, since
 * React cannot render for a server that refuses every request. API paths get the API's JSON instead.
 */
export function unavailablePage(pathname: string, status = 500): Response {
  const spanishPage = pathname === "/es" || pathname.startsWith("/es/");
  const words = (spanishPage ? spanish : english).Errors;
  const html = `<!doctype html><html lang="${spanishPage ? "es-US" : "en-US"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title}</title></head><body><main><h1>${words.title}</h1><p>${words.body}</p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
