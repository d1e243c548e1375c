import type { Metadata } from "next";

import { SiteHeader } from "@/components/layout/site-header";
import { buildPageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = buildPageMetadata({ title: "Appointment Confirmed", url: "/thank-you" });

export default function ThankYouPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Success!</h1>
        <p className="mt-2 text-xl">Your Appointment Request is Confirmed</p>
      </main>
    </>
  );
}
