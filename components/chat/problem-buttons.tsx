"use client";

import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/i18n/use-localized-path";
import type { ProblemSuggestion } from "@/lib/chat/types";
import { problemPath } from "@/lib/catalog/paths";

/** Catalogue problems as buttons; choosing one opens its diagnostic page. */
export function ProblemButtons({ problems, label }: { problems: readonly ProblemSuggestion[]; label: string }) {
  const router = useRouter();
  const localized = useLocalizedPath();
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {problems.map((problem) => (
        <Button
          key={`${problem.categoryId}/${problem.problemId}`}
          variant="outline"
          size="sm"
          className="h-auto min-h-9 py-1.5 whitespace-normal"
          onClick={() => router.push(localized(problemPath(encodeURIComponent(problem.categoryId), encodeURIComponent(problem.problemId))))}
        >
          {problem.title}
        </Button>
      ))}
    </div>
  );
}
