"use client";

import { lazy, Suspense } from "react";

// Its own chunk, outside the page's first load: the form, react-hook-form and the data client. The server
// still renders the form into the HTML, and React hydrates it as soon as this chunk arrives.
const ReviewFormWithClient = lazy(() => import("./review-form-with-client"));

/** The thank-you page's review form as a separately loaded island. */
export function ReviewFormIsland({ appointmentId }: { appointmentId: number | null }) {
  return (
    <Suspense>
      <ReviewFormWithClient appointmentId={appointmentId} />
    </Suspense>
  );
}
