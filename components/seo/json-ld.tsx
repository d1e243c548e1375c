import type { Thing, WithContext } from "schema-dts";

/** Serialises structured data into the server HTML; "<" is escaped so text can never close the script. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
