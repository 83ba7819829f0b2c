import { defineConfig } from "vitest/config";

export default defineConfig({
  // @neo4j/graphql requires graphql's CommonJS build; code vite transforms must use the same copy,
  // or graphql refuses schema objects "from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    // Real Neo4j servers start inside some tests: give them time, and keep two files at most in flight (2 cores).
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: "forks",
    maxWorkers: 2,
    reporters: ["default"],
  },
});
