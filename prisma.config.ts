import { defineConfig } from "prisma/config";

// The app applies prisma/migrations itself on first database use (lib/db/migrator.ts), recording them in
// Prisma's own `_prisma_migrations` table, so `prisma migrate deploy` against DATABASE_URL agrees with it.
// `prisma generate` needs no database; the fallback URL only keeps the CLI from refusing to load.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL || "postgresql://localhost:5432/fixpilot" },
});
