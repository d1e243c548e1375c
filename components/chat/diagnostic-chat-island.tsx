"use client";

import type { ComponentProps } from "react";

import { lazyIsland } from "@/components/providers/lazy-island";

import type { DiagnosticChat } from "./diagnostic-chat";

/** The diagnostic chat, loaded as an island (see lazyIsland). */
export const DiagnosticChatIsland = lazyIsland<ComponentProps<typeof DiagnosticChat>>(() =>
  import("./diagnostic-chat").then((module) => ({ default: module.DiagnosticChat })),
);
