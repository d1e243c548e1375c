"use client";

import { useTranslations } from "next-intl";

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

/** Renders the toast store. Mount once per page that raises toasts (inside its ClientMessages with "Toast"). */
export function Toaster() {
  const t = useTranslations("Toast");
  const { toasts } = useToast();
  return (
    <ToastProvider label={t("label")}>
      {toasts.map(({ id, title, description, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={t("close")} />
        </Toast>
      ))}
      <ToastViewport label={t("region")} />
    </ToastProvider>
  );
}
