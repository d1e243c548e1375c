export { default } from "@/components/diagnostic/category-not-found-page";
