// Route addresses of the catalogue, free of the catalogue data so client components can import them cheaply.
export const diagnosticPath = (categoryId: string) => `/diagnostic/${categoryId}`;
export const problemPath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}`;
export const guidePath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}/DIY-Repair-Guide`;
export const upgradePath = (categoryId: string) => `/upgrade/${categoryId}`;
