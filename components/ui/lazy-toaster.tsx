"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { useToast } from "./use-toast";

const Toaster = dynamic(() => import("./toaster").then((module) => module.Toaster), { ssr: false });

/**
 * The page's <Toaster />, loaded after the page has settled instead of with it: Radix's toast region is about
 * 9 KB gzip that no one needs before a form is submitted. The first toast raised earlier loads it at once (the
 * store keeps the toast meanwhile), so nothing is lost, only deferred.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);

  return idle || toasts.length > 0 ? <Toaster /> : null;
}
