import type { Metadata } from "next";

import { SiteHeader } from "@/components/layout/site-header";
import { buildPageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Schedule an Appointment",
  description: "Book a highly-rated residential HVAC specialist, plumber or electrician near you.",
  url: "/schedule",
});

export default function SchedulePage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Schedule an Appointment</h1>
      </main>
    </>
  );
}
