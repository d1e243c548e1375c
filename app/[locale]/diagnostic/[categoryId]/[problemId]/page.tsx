// The 'diagnostic/'-prefixed form of a problem page: the same page, whose canonical URL is the unprefixed one.
export { default, generateMetadata, generateStaticParams } from "@/app/[locale]/[categoryId]/[problemId]/page";

// Route segment config must be written here; Next does not read it through a re-export.
export const dynamicParams = false;
