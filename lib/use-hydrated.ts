import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React has taken over this part of the page. Forms
 * keep their submit button disabled until then: a press before hydration would make the browser submit the
 * form natively, reloading the page and losing what was typed. (Islands hydrate when their own chunk arrives,
 * a moment after the page.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
