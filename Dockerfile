# One Dockerfile for every image of docker-compose.yml: the API, and a static server per front-end package.
FROM node:22-bookworm-slim AS base
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY mfe-pedidos/package.json mfe-pedidos/
COPY mfe-cuenta-corriente/package.json mfe-cuenta-corriente/
COPY mfe-devoluciones/package.json mfe-devoluciones/
COPY mfe-home/package.json mfe-home/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .

# A front-end package built alone: its dist/ is all its static server needs.
FROM deps AS front
ARG PAQUETE
RUN pnpm --filter "${PAQUETE}" build

# Debian's nginx, for its brotli module (libnginx-mod-http-brotli-static, loaded by modules-enabled): the build's .br
# copies go out as they are (deploy/nginx-static.conf); the official nginx image has no brotli.
FROM debian:bookworm-slim AS static
ARG PAQUETE
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=front /app/${PAQUETE}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

FROM deps AS api
ENV NODE_ENV=production PORT=5080
EXPOSE 5080
WORKDIR /app/api
# `pnpm start` without the wrappers: the server is PID 1, so `docker compose stop` (SIGTERM) closes it cleanly.
CMD ["node", "--import", "tsx", "src/server.ts"]
