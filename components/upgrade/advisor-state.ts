import type { UpgradeTopicId } from "@/lib/catalog";

/** Stepper positions: 0 Select, 1 Discover, 2 Implement. */
export type AdvisorStep = 0 | 1 | 2;

export interface AdvisorState {
  topicId: UpgradeTopicId | null;
  step: AdvisorStep;
}

export type AdvisorAction =
  | { type: "selectTopic"; topicId: UpgradeTopicId }
  /** The user has seen the recommendations of `topicId` (the end of its list scrolled into view). */
  | { type: "recommendationsShown"; topicId: UpgradeTopicId }
  | { type: "getStarted" };

export const initialAdvisorState: AdvisorState = { topicId: null, step: 0 };

/** The spec's upgrade transitions: 0 at first, 1 once a topic is picked, 2 once its recommendations were shown or on Get Started. */
export function advisorReducer(state: AdvisorState, action: AdvisorAction): AdvisorState {
  switch (action.type) {
    case "selectTopic":
      // A different topic has recommendations the user has not seen yet, so the advisor is back to Discover.
      return state.topicId === action.topicId ? state : { topicId: action.topicId, step: 1 };
    case "recommendationsShown":
      // Ignores a late report from a topic the user has already left.
      return state.topicId === action.topicId && state.step < 2 ? { ...state, step: 2 } : state;
    case "getStarted":
      return state.step === 2 ? state : { ...state, step: 2 };
  }
}
