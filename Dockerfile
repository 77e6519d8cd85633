# syntax=docker/dockerfile:1
# The app image: web app and API on one port, run as an unprivileged user on a read-only file system.
# Build: docker build -t credit-repair .   Run: see compose.yaml (two replicas, PostgreSQL, Redis, Caddy).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything needed to build: all workspaces' dependencies, then the web bundle and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (the contracts are bundled into the server build).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@app/server --include-workspace-root=false \
  && mkdir -p apps/server/node_modules \
  && npm cache clean --force

# 3. What runs: no compiler, no sources, no npm cache; files owned by root and only readable by the app.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/tmp/data
WORKDIR /app
COPY --from=runtime-deps /src/node_modules ./node_modules
COPY --from=runtime-deps /src/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /src/apps/server/package.json ./apps/server/package.json
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/web/dist ./apps/web/dist
# The image's own "node" user (uid 1000): it can read the app and write nothing but /tmp.
USER node
EXPOSE 5000
# Ready only while the database answers; node itself checks, the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
