"use client";

import { Printer } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";

export function PrintButton({ label }: { label: string }) {
  return (
    // A plain button (no class overrides to merge) keeps tailwind-merge, 8 KB gzip, out of the guide page's first load.
    <button type="button" onClick={() => window.print()} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <Printer aria-hidden="true" />
      {label}
    </button>
  );
}
