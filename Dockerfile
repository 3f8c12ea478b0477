# One container runs the whole site: API, server-rendered pages and the back office.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 compile or load native code.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# Two malloc arenas, not one per thread (up to 16 on two cores), each keeping what its threads freed: see README, "Running for months".
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_PATH=/app/data/site.db MALLOC_ARENA_MAX=2
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/seed/images ./seed/images
COPY --from=build /app/package.json ./package.json
# The SQLite file, its WAL and the outbox live here: mount a volume to keep them.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
EXPOSE 3000
USER node
# Node as `npm start` runs it: after each full collection the heap may grow by half what is live, not by
# V8's own factor (up to 4x), which let a server aged by a long busy day hold twice a fresh one's garbage
# under load (README, "Running for months").
CMD ["node", "--heap-growing-percent=50", "dist/server/main.js"]
