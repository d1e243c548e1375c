"use client";

import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import type { ProblemSuggestion } from "@/lib/ai/types";

// Same address as problemPath() in lib/catalog/routes, which can't be imported here: that module loads the whole
// catalogue, and it would ship to the browser with the chat.
const problemHref = ({ categoryId, problemId }: ProblemSuggestion) => `/${encodeURIComponent(categoryId)}/${encodeURIComponent(problemId)}`;

/** Catalogue problems as buttons; choosing one opens its diagnostic page. */
export function ProblemButtons({ problems, label }: { problems: readonly ProblemSuggestion[]; label: string }) {
  const router = useRouter();
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {problems.map((problem) => (
        <Button
          key={`${problem.categoryId}/${problem.problemId}`}
          variant="outline"
          size="sm"
          className="h-auto min-h-9 py-1.5 whitespace-normal"
          onClick={() => router.push(problemHref(problem))}
        >
          {problem.title}
        </Button>
      ))}
    </div>
  );
}
