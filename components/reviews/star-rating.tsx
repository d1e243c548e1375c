"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";

import { cn } from "@/lib/cn";

export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Five toggle buttons in a labelled group; each says which rating it gives and whether it is the chosen one.
 * `firstRef` lets the form focus the group when no rating was chosen.
 */
export function StarRating({
  value,
  onChange,
  disabled,
  legend,
  errorId,
  firstRef,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  legend: string;
  errorId?: string;
  firstRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("ReviewForm");
  return (
    <fieldset aria-describedby={errorId} disabled={disabled} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <button
            key={rating}
            ref={rating === 1 ? firstRef : undefined}
            type="button"
            aria-pressed={value === rating}
            aria-label={t("star", { rating })}
            onClick={() => onChange(rating)}
            className="rounded-md p-1 transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-ring disabled:cursor-not-allowed disabled:hover:scale-100 motion-reduce:transition-none"
          >
            <Star aria-hidden="true" className={cn("size-8", rating <= value ? "fill-amber-400 text-amber-500" : "text-slate-400")} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
