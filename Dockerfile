# Fairplay's server and web app in one image (compose.yaml runs three of them). Built from the repository:
#   docker build -t fairplay .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
# SIGTERM starts the graceful shutdown (README, "Production"); node is PID 1 here, so it receives it directly.
CMD ["node", "apps/server/dist/main.js"]
