"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component whose code is a chunk of its own, outside the page's first-load JavaScript. The server (or
 * the build, for prerendered pages) still renders it into the HTML, and React hydrates it as soon as the chunk
 * arrives, a moment after the page. A click inside it before then is lost, so its submit buttons stay disabled
 * until hydrated (components/forms/submit-button.tsx). Call it at module level: one chunk, loaded once.
 */
export function lazyIsland<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  return function Island(props: Props) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
