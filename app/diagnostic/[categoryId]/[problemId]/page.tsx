// The 'diagnostic/'-prefixed form of a problem page: the same page, whose canonical URL is the unprefixed one.
export { default, generateMetadata, generateStaticParams } from "@/app/[categoryId]/[problemId]/page";
