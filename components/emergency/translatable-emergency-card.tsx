"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { EmergencyNotice } from "@/lib/emergency/hazards";

import { EmergencyCard } from "./emergency-card";

/**
 * The emergency card in the language the homeowner wrote in, with a button per other language the server sent
 * along ("Leer en español" on an English card), so the other version is a tap away without a request.
 */
export function TranslatableEmergencyCard({ notice }: { notice: EmergencyNotice }) {
  const versions = [notice, ...(notice.translations ?? [])];
  const [shown, setShown] = useState(0);
  const current = versions[shown] ?? notice;
  return (
    <div lang={current.lang}>
      <EmergencyCard notice={current} />
      {versions.length > 1 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {versions.map((version, index) =>
            index === shown || !version.readIn ? null : (
              <Button key={version.lang ?? index} type="button" variant="outline" size="sm" lang={version.lang} onClick={() => setShown(index)}>
                {version.readIn}
              </Button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
