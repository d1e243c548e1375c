-- A stored photo is already compressed (JPEG or WebP), so PostgreSQL's attempt to compress it again before moving it
-- out of line is wasted work, and in embedded PGlite each attempt's buffers grow WebAssembly memory that is never
-- given back (docs/performance.md, "Memory"). EXTERNAL keeps the bytes out of line, uncompressed. Prisma's schema has
-- no word for a column's storage, so this lives in the migration only.
ALTER TABLE "PhotoBlob" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
