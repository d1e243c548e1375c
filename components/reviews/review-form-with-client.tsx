"use client";

import { QueryProvider } from "@/components/providers/query-provider";

import { ReviewForm } from "./review-form";

/** The review form with the data client it submits through; the default export is what the island loads. */
export default function ReviewFormWithClient({ appointmentId, appointmentToken = null }: { appointmentId: number | null; appointmentToken?: string | null }) {
  return (
    <QueryProvider>
      <ReviewForm appointmentId={appointmentId} appointmentToken={appointmentToken} />
    </QueryProvider>
  );
}
