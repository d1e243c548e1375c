import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Operator console", robots: { index: false, follow: false }, referrer: "same-origin" };

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col">{children}</div>;
}
