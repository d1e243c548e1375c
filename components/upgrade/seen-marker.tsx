import { useEffect, useEffectEvent, useRef } from "react";

/**
 * An invisible marker that calls `onSeen` once it scrolls into view. Placed after a topic's recommendations,
 * it tells the advisor the user has been shown them all. Without IntersectionObserver it reports at once.
 */
export function SeenMarker({ onSeen }: { onSeen: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const report = useEffectEvent(onSeen);
  useEffect(() => {
    const marker = ref.current;
    if (!marker) return;
    if (typeof IntersectionObserver === "undefined") {
      report();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        report();
      }
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
