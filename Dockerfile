# syntax=docker/dockerfile:1
# Production image: multi-stage, non-root, standalone Next.js output (README "Deploying").
# Build:  docker build -t hp-vhp .
# Run:    docker run -p 3000:3000 -e SITE_ORIGIN=https://www.example.com hp-vhp
ARG NODE_VERSION=26.12.1

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# The standalone server needs its static assets and public/ copied next to it.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/app/hp-vhp/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node runs as PID 1; on SIGTERM the front server keeps serving for SHUTDOWN_DRAIN_SECONDS with
# readiness at 503, then finishes the requests in flight (docs/operations.md#graceful-shutdown): give
# `docker stop` more than the default 10 s (`--stop-timeout 30`, or the orchestrator's grace period).
CMD ["node", "front-server.js"]
