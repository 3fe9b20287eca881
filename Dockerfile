# Inbox Console in a container: the production build served by nginx with the repository's configuration
# (deploy/nginx/default.conf.template, the security headers of deploy/security-headers.mjs), /v1 proxied
# to the API.
#
#   docker build -t inbox-console .
#   docker run --rm -p 8080:8080 -e API_UPSTREAM=https://api.example.com inbox-console
#
# Environment, read when the container starts:
#   API_UPSTREAM       required: the API's origin (no path); /v1/… is proxied to it, so live mode with this
#                      site's address as base URL needs neither CORS nor a CSP change
#   CSP_CONNECT_SRC    optional: extra origins for the CSP's connect-src, for users who point live mode at
#                      an API on another origin (space-separated, e.g. "https://api.example.com")
#   NGINX_LISTEN       optional: port (default 8080) or address:port

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build, the nginx templates with their placeholders, and gzip -9 copies for gzip_static.
RUN npm run build \
    && node deploy/nginx/render.mjs --templates /nginx-templates \
    && find dist -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' \) \
        -size +1k -exec gzip -9 -k -n {} +

FROM nginx:1.27-alpine
# The image's entrypoint runs envsubst on /etc/nginx/templates/*.template into /etc/nginx/conf.d/, limited
# to the names matched by NGINX_ENVSUBST_FILTER (nginx's own $variables are left alone).
ENV NGINX_LISTEN=8080 \
    NGINX_ROOT=/usr/share/nginx/html \
    CSP_CONNECT_SRC="" \
    NGINX_ENVSUBST_FILTER="^(NGINX_LISTEN|NGINX_ROOT|API_UPSTREAM|CSP_CONNECT_SRC_SUFFIX)\$"
RUN rm -rf /etc/nginx/conf.d/default.conf /usr/share/nginx/html/*
COPY --from=build /nginx-templates/ /etc/nginx/templates/
COPY deploy/nginx/docker-entrypoint.d/15-inbox-console.envsh /docker-entrypoint.d/
RUN chmod 755 /docker-entrypoint.d/15-inbox-console.envsh
COPY --from=build /app/dist/ /usr/share/nginx/html/
EXPOSE 8080
