"use client";

import { Wrench } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/** The 'Required Tools' button and its dialog; `lists` is the server-rendered tools and PPE. */
export function RequiredToolsDialog({ lists }: { lists: ReactNode }) {
  const t = useTranslations("Chat");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Wrench aria-hidden="true" />
          {t("requiredTools")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("requiredTools")}</DialogTitle>
          <DialogDescription>{t("requiredToolsDescription")}</DialogDescription>
        </DialogHeader>
        {lists}
      </DialogContent>
    </Dialog>
  );
}
