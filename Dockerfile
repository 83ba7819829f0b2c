# Engram in a container. Without NEO4J_URI it starts with its embedded default: the Neo4j it manages (Java 17
# and Maven are in the image) and the local embedding model, both resolved at build, so the first start
# downloads nothing. With NEO4J_URI (docker-compose.yml) it uses that Neo4j instead.
#   docker build -t engram . && docker run -p 4000:4000 -e ENGRAM_API_KEYS=<key of 16+ characters> -v engram-data:/home/node/.local/share/engram engram
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends openjdk-17-jre-headless maven ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production ENGRAM_CACHE_DIR=/opt/engram/cache
WORKDIR /app
# .npmrc skips onnxruntime-node's install script (its CPU runtime is in the package; the script fetches GPU builds),
# and --ignore-scripts skips the client build (prepare), which the server does not use.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY schema ./schema
COPY src ./src
COPY tsconfig.json ./
RUN node bin/engram.js neo4j install \
  && node bin/engram.js embeddings install \
  && mkdir -p /home/node/.local/share/engram \
  && chown -R node:node /opt/engram /home/node/.local
USER node
# Engram listens on all interfaces inside its container, so it refuses to start without ENGRAM_API_KEYS.
ENV HOST=0.0.0.0 PORT=4000
VOLUME /home/node/.local/share/engram
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:4000/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "bin/engram.js", "serve"]
