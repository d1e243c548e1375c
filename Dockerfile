# FixPilot as a container: Next.js's standalone output on Node 26 (the newest LTS CI proves: `npm run test:node -- 26`
# builds and runs the app on it; this image itself cannot be built on the CI machine, which has no Docker), run as an
# unprivileged user, with nothing
# written inside the image at run time (so `read_only: true` works; only /tmp needs to be writable).
# Build: docker build --build-arg NEXT_PUBLIC_SITE_URL=https://fixpilot.example -t fixpilot .
# Run:   docker compose up   (compose.yaml adds PostgreSQL and Redis)

FROM node:26-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Public values are inlined at build time. The site URL has no default here: a container image has no host
# to take it from, and a wrong one would publish localhost links.
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SITE_NAME
ARG NEXT_PUBLIC_SUPPORT_EMAIL
ARG NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
ARG NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID
RUN test -n "$NEXT_PUBLIC_SITE_URL" || { echo "Pass --build-arg NEXT_PUBLIC_SITE_URL=https://your.domain" >&2; exit 1; }
RUN npm run build

FROM node:26-slim AS run
WORKDIR /app
# Two glibc malloc arenas: sharp's decodes on several threads otherwise fragment the heap (docs/photos.md: 608 -> 390 MB).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 MALLOC_ARENA_MAX=2
# The server, its traced node_modules, the migrations, static assets and public files (scripts/build.ts copies
# the last two into the standalone folder). Owned by root and not writable by the user the server runs as.
COPY --from=build /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# forwarded-for.cjs appends the TCP peer to X-Forwarded-For, so rate limits key clients by an address they cannot
# forge; behind a reverse proxy or load balancer set TRUSTED_PROXY_COUNT to the number of proxies.
CMD ["node", "--require", "./forwarded-for.cjs", "server.js"]
