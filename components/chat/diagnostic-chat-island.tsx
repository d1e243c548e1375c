"use client";

import { lazy, Suspense, type ComponentProps } from "react";

import type { DiagnosticChat } from "./diagnostic-chat";

// Its own chunk, outside the page's first load. The server (or the build, for prerendered pages) still renders
// the conversation into the HTML, and React hydrates it as soon as this chunk arrives; a click that lands
// before then is replayed once it has.
const LazyDiagnosticChat = lazy(() => import("./diagnostic-chat").then((module) => ({ default: module.DiagnosticChat })));

/** The diagnostic chat as a separately loaded island. */
export function DiagnosticChatIsland(props: ComponentProps<typeof DiagnosticChat>) {
  return (
    <Suspense>
      <LazyDiagnosticChat {...props} />
    </Suspense>
  );
}
