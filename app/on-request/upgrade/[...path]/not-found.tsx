export { default } from "@/app/upgrade/[categoryId]/not-found";
