"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { apiRequest } from "@/lib/http";
import type { ThreadEntryView } from "@/lib/thread/messages";
import type { AppLocale } from "@/i18n/locales";

/** How often the page asks for new entries while the live stream is down. */
export const POLL_MS = 2_500;
/** How long after a stream failure the page tries a new stream again. */
const STREAM_RETRY_MS = 3_000;

export interface ThreadAccess {
  token: string;
  as: "homeowner" | "pro";
  locale: AppLocale;
}

/** The operator console's thread: the operator's session (a cookie) authorises the ticket and the polling. */
export interface OperatorThreadAccess {
  operatorAppointmentId: number;
}

/** Where a page asks for its stream ticket and, while the stream is down, for new entries; and what it sends. */
function endpointsFor(access: ThreadAccess | OperatorThreadAccess) {
  if ("operatorAppointmentId" in access) {
    const base = `/api/operator/appointments/${access.operatorAppointmentId}`;
    return { ticketUrl: `${base}/ticket`, entriesUrl: `${base}/entries`, body: "{}" };
  }
  const { token, as, locale } = access;
  return { ticketUrl: "/api/thread/ticket", entriesUrl: "/api/thread/entries", body: JSON.stringify({ token, as, locale }) };
}

function merged(current: ThreadEntryView[], incoming: ThreadEntryView[]): ThreadEntryView[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  for (const entry of incoming) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The thread's entries, kept up to date: a server-sent event stream opened with a short-lived ticket (never the page's
 * token in a URL); when it fails, polling after the last id until a new stream opens. The server closes each stream
 * before a serverless time limit; the browser resumes it with Last-Event-ID, or the page opens a new one after the last id.
 */
export function useLiveThread(access: ThreadAccess | OperatorThreadAccess, initial: ThreadEntryView[]) {
  const [entries, setEntries] = useState(initial);
  const [live, setLive] = useState(false);
  const lastId = useRef(initial.at(-1)?.id ?? 0);
  // Strings, so the effect below restarts only when what it sends changes, not on every render's new object.
  const { ticketUrl, entriesUrl, body } = endpointsFor(access);
  const add = useCallback((incoming: ThreadEntryView[]) => {
    if (incoming.length === 0) return;
    lastId.current = Math.max(lastId.current, ...incoming.map((entry) => entry.id));
    setEntries((current) => merged(current, incoming));
  }, []);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;

    const pollOnce = async () => {
      try {
        const response = await apiRequest("POST", entriesUrl, { ...(JSON.parse(body) as object), after: lastId.current });
        add(((await response.json()) as { entries: ThreadEntryView[] }).entries);
      } catch {
        // The next poll tries again.
      }
    };
    const startPolling = () => {
      poll ??= setInterval(() => void pollOnce(), POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const openStream = async () => {
      if (stopped || typeof EventSource === "undefined") return startPolling();
      try {
        const response = await apiRequest("POST", ticketUrl, JSON.parse(body));
        const { ticket } = (await response.json()) as { ticket: string };
        if (stopped) return;
        source = new EventSource(`/api/thread/stream?${new URLSearchParams({ ticket, after: String(lastId.current) })}`);
        source.addEventListener("open", () => {
          setLive(true);
          stopPolling();
        });
        source.addEventListener("entry", (event) => add([JSON.parse((event as MessageEvent<string>).data) as ThreadEntryView]));
        source.addEventListener("error", () => {
          // The browser reconnects by itself (with Last-Event-ID) while it can; once it gives up, so do we, for a while.
          if (source?.readyState !== EventSource.CLOSED) return;
          source = null;
          setLive(false);
          startPolling();
          retry = setTimeout(() => void openStream(), STREAM_RETRY_MS);
        });
      } catch {
        setLive(false);
        startPolling();
        retry = setTimeout(() => void openStream(), STREAM_RETRY_MS);
      }
    };
    void openStream();
    return () => {
      stopped = true;
      source?.close();
      stopPolling();
      if (retry) clearTimeout(retry);
    };
  }, [ticketUrl, entriesUrl, body, add]);

  return { entries, live, add };
}
