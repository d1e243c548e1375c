"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { useToast } from "./use-toast";

const Toaster = dynamic(() => import("./toaster").then((module) => module.Toaster), { ssr: false });

// Every toast on the site answers something the visitor did (a submitted booking or review), so the first
// press, tap, key or focus is early enough to start loading the toast region.
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The page's <Toaster />, loaded once the visitor first interacts with the page (in the next idle moment, so
 * that interaction is not held up) instead of with the page: Radix's toast region (about 9 KB gzip) and its
 * first render, tailwind-merge included, cost a slow phone tens of milliseconds of main thread that no one
 * needs before a form is submitted. A toast raised earlier still loads it at once (the store keeps the toast
 * meanwhile), so nothing is lost, only deferred.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    const stopListening = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, onInteraction, { capture: true });
    };
    function onInteraction() {
      stopListening();
      idleHandle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(() => setWanted(true), { timeout: 1000 })
          : window.setTimeout(() => setWanted(true), 200);
    }
    for (const type of FIRST_INTERACTION) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      stopListening();
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, []);

  return wanted || toasts.length > 0 ? <Toaster /> : null;
}
