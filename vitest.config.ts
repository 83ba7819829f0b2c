import { defineConfig } from "vitest/config";

export default defineConfig({
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
