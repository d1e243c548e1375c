"use client";

import { ImageIcon, RotateCw, X } from "lucide-react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button-variants";
import { Progress } from "@/components/ui/progress";

import type { PickedPhoto } from "./photo-types";

interface PhotoListProps {
  items: readonly PickedPhoto[];
  onRemove(key: string): void;
  onRetry(key: string): void;
}

/** The picked photos: a thumbnail each, its upload progress or failure, and buttons that say which photo they act on. */
export function PhotoList({ items, onRemove, onRetry }: PhotoListProps) {
  const t = useTranslations("Photos");
  return (
    <ul aria-label={t("listLabel")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <li key={item.key} className="grid content-start gap-2 rounded-lg border border-border p-2">
            <div className="flex aspect-square items-center justify-center overflow-hidden rounded-md bg-muted">
              {item.previewUrl ? (
                // A blob: preview or a signed private link: neither may go through /_next/image.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={item.previewUrl} alt={t("photoAlt", { number, name: item.name })} className="size-full object-cover" />
              ) : (
                <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
              )}
            </div>
            <p className="truncate text-sm">{item.name}</p>
            {item.status === "preparing" && <p className="text-sm text-muted-foreground">{t("preparing", { number })}</p>}
            {item.status === "uploading" && (
              <Progress value={item.progress} aria-label={t("uploadingLabel", { number })} aria-valuetext={`${item.progress}%`} />
            )}
            {item.status === "done" && <p className="text-sm text-muted-foreground">{t("uploaded")}</p>}
            {item.status === "failed" && (
              <>
                <p role="alert" className="text-sm font-medium text-destructive">
                  {t("failed", { number })}
                </p>
                <button type="button" className={buttonVariants({ size: "sm" })} aria-label={t("retry", { number })} onClick={() => onRetry(item.key)}>
                  <RotateCw aria-hidden="true" />
                  {t("retryShort")}
                </button>
              </>
            )}
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={t("remove", { number, name: item.name })}
              onClick={() => onRemove(item.key)}
            >
              <X aria-hidden="true" />
              {t("removeShort")}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
