import { getTranslations } from "next-intl/server";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { siteConfig } from "@/config/site";
import { transcriptOf } from "@/lib/booking/words";

/** What the homeowner said in the chat, as a transcript, and their note for the pro: what the pro will read. */
export async function BookingConversation({ history, note }: { history: unknown; note: string | null }) {
  const t = await getTranslations("BookingPage");
  const transcript = transcriptOf(history);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("conversationHeading")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {transcript.length === 0 ? (
          <p className="text-muted-foreground">{t("conversationEmpty")}</p>
        ) : (
          <ol className="grid gap-3" data-testid="booking-transcript">
            {transcript.map((line, index) => (
              <li key={index} className="grid gap-0.5">
                <span className="text-sm font-semibold">
                  {line.speaker === "homeowner" ? t("speakerHomeowner") : t("speakerAssistant", { product: siteConfig.name })}
                </span>
                <span className="whitespace-pre-line break-words text-muted-foreground">{line.text}</span>
              </li>
            ))}
          </ol>
        )}
        {note && (
          <div className="grid gap-1">
            <h3 className="font-semibold">{t("noteHeading")}</h3>
            <p className="whitespace-pre-line break-words text-muted-foreground" data-testid="booking-note">
              {note}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
