# syntax=docker/dockerfile:1.7
# The production image: the API (which serves the built web app) and, with another command, the worker and
# `pnpm migrate`. Build: docker build -t mainwork . — docs/decisions/043-production-image.md explains it;
# `pnpm image:check` performs these build steps outside Docker and starts the result.

FROM node:24.11.1-bookworm-slim AS base
ENV PNPM_HOME=/pnpm NPM_CONFIG_UPDATE_NOTIFIER=false CI=true
RUN npm install --global pnpm@10.34.9 && npm cache clean --force
WORKDIR /app

# Every dependency, to build the web app (browser build and the server build the API prerenders with) and to
# compile the API, the worker and the packages they import to JavaScript (decision 063).
FROM base AS build
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
RUN pnpm --filter @mainwork/web --filter '@mainwork/api...' build

# Production dependencies of the API and the packages it imports; the install's postinstall generates the
# Prisma client (prisma and tsx are production dependencies: `pnpm migrate` and `pnpm cli` run TypeScript;
# the API and the worker run compiled JavaScript).
FROM base AS production-dependencies
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --prod --frozen-lockfile --store-dir /pnpm/store --filter '@mainwork/api...'

FROM base AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/var/lib/mainwork
COPY --from=production-dependencies /app /app
COPY --from=build /app/apps/web/dist /app/apps/web/dist
COPY --from=build /app/apps/web/dist-ssr /app/apps/web/dist-ssr
COPY --from=build /app/apps/api/dist /app/apps/api/dist
COPY --from=build /app/prisma/dist /app/prisma/dist
COPY --from=build /app/packages/contracts/dist /app/packages/contracts/dist
RUN mkdir -p /var/lib/mainwork && chown node:node /var/lib/mainwork
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is process 1, so SIGTERM reaches the API's graceful stop (in-flight requests finish). The
# `compiled` condition has the workspace packages resolve to their compiled dist/ (their exports).
CMD ["node", "--conditions=compiled", "dist/server.js"]
