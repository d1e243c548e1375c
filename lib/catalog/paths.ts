// Route addresses of the catalogue, free of the catalogue data so client components can import them cheaply.
export const diagnosticPath = (categoryId: string) => `/diagnostic/${categoryId}`;
export const problemPath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}`;
export const guidePath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}/DIY-Repair-Guide`;
export const upgradePath = (categoryId: string) => `/upgrade/${categoryId}`;
/** The 1200×630 link-preview image of a category or a problem, drawn at build time (app/og; Spanish: app/og/es). */
export const ogImagePath = (categoryId: string, problemId?: string, locale?: string) => {
  const base = locale?.startsWith("es") ? "/og/es" : "/og";
  return problemId ? `${base}/${categoryId}/${problemId}` : `${base}/${categoryId}`;
};
