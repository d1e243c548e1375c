/**
 * The spec's slug: lowercase; drop everything but letters, digits, underscore, whitespace and hyphen
 * (ASCII word characters, as URLs of the original product have them); whitespace runs become one hyphen;
 * repeated hyphens collapse; leading and trailing hyphens go.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}
