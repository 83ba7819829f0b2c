# Engram for users with Docker: talks to the neo4j service of docker-compose.yml through NEO4J_URI.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY schema ./schema
COPY src ./src
COPY tsconfig.json ./
USER node
ENV HOST=0.0.0.0 PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:4000/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "bin/engram.js", "serve"]
