import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Driver } from "neo4j-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../src/auth/principal.js";
import { EngramClient } from "../../src/client/index.js";
import { indexRepository } from "../../src/codegraph/indexer.js";
import { loadConfig } from "../../src/config.js";
import type { IngestOutcome } from "../../src/dependencies/service.js";
import type { DependencyChanges } from "../../src/dependencies/upgrade.js";
import { createEngram, type Engram } from "../../src/engram.js";
import { createLogger } from "../../src/logger.js";
import { runCli } from "../helpers/cli.js";
import { startTestEngram, testEnv, uniqueId, type TestEngram } from "../helpers/engram.js";
import { testDriver } from "../helpers/knowledge.js";
import { PackageRegistry } from "../helpers/package-registry.js";
import { callError, callOk, httpClient } from "../doors/mcp/mcp-helpers.js";

/**
 * The upgrade report end to end on a real Neo4j: a project whose lockfile moves a small package from 1.0.0
 * to 2.0.0 (served by a loopback npm registry, with .d.ts declarations and a changelog), whose indexed code
 * calls an API 2.0.0 deprecates and one it removes; through the domain, GraphQL, the typed client, MCP and
 * the CLI.
 */

const ADMIN: Principal = { name: "admin", agentTypes: null, projects: null };
const quiet = { start: () => undefined, finished: () => undefined };
const ADMIN_KEY = "upgrade-admin-0123456789abcdef";
const SCOPED_KEY = "upgrade-scoped-0123456789abcdef";

const reader = uniqueId("reader");
const gone = uniqueId("gone");
const extra = uniqueId("extra");
const project = uniqueId("upgrading");
/** The same code and the same upgrade, but a project whose old version's set was never ingested. */
const unseenOld = uniqueId("upgrading-unseen");

const CHANGELOG = [
  "# Changelog",
  "",
  "## 2.0.0",
  "",
  "### Breaking changes",
  "",
  "- readLegacy is removed.",
  "- readAll is deprecated: use readEach.",
  "",
  "## 1.1.0",
  "",
  "- readAll is faster.",
  "",
  "## 1.0.0",
  "",
  "- First release.",
  "",
].join("\n");

function readerPackage(version: "1.0.0" | "2.0.0") {
  const declarations =
    version === "1.0.0"
      ? ["/** Reads every line of a file. */", "export declare function readAll(path: string): string[];", "/** Reads lines the old way. */", "export declare function readLegacy(path: string): string[];"]
      : [
          "/**",
          " * Reads every line of a file.",
          " * @deprecated Use readEach instead.",
          " */",
          "export declare function readAll(path: string): string[];",
          "/** Calls back with each line of a file. */",
          "export declare function readEach(path: string, each: (line: string) => void): void;",
        ];
  return {
    "package.json": JSON.stringify({ name: reader, version, description: "Reads files", license: "MIT", types: "index.d.ts" }),
    "README.md": `# ${reader}\n\nReads files line by line.\n`,
    "CHANGELOG.md": version === "1.0.0" ? "# Changelog\n\n## 1.0.0\n\n- First release.\n" : CHANGELOG,
    "index.d.ts": declarations.join("\n"),
  };
}

const tiny = (name: string) => ({ "package.json": JSON.stringify({ name, version: "1.0.0", types: "index.d.ts" }), "index.d.ts": "export declare function noop(): void;" });

/** Line 3: readAll in summary; line 6: readLegacy in legacy; line 8: readAll outside functions. */
const CODE = [
  `import { readAll, readLegacy } from "${reader}";`,
  "export function summary(path: string): number {",
  "  return readAll(path).length;",
  "}",
  "export function legacy(path: string): string[] {",
  "  return readLegacy(path);",
  "}",
  'readAll("boot.txt");',
  "",
].join("\n");

type Locked = { name: string; version: string; integrity: string };

function packageLock(packages: Locked[]): string {
  return JSON.stringify({
    name: "app",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "app", dependencies: Object.fromEntries(packages.map((pkg) => [pkg.name, `^${pkg.version}`])) },
      ...Object.fromEntries(packages.map((pkg) => [`node_modules/${pkg.name}`, { version: pkg.version, resolved: `https://registry.example/${pkg.name}/-/${pkg.name}-${pkg.version}.tgz`, integrity: pkg.integrity }])),
    },
  });
}

let driver: Driver;
let registry: PackageRegistry;
let engram: Engram;
let server: TestEngram;
let home: string;
let dir: string;
let first: IngestOutcome;
let second: IngestOutcome;

const ingest = () => engram.dependencies.ingest({ projectDir: dir, project, all: false, prune: false, packageFolder: null }, quiet);

/** What agents had learned before the upgrade: one memory per case, by name. */
const agentType = uniqueId("builder");
const memories: Record<string, string> = {};
const LEARNED = {
  callsReadAll: { content: `Read a report's rows with \`readAll(cursor)\` from ${reader}` },
  callsReadEach: { content: "Stream a report's rows with readEach(cursor)" },
  aboutGone: { content: "Pad report ids with the helper", tags: [gone] },
};

beforeAll(async () => {
  driver = testDriver();
  registry = await PackageRegistry.start();
  home = await mkdtemp(join(tmpdir(), "engram-upgrade-"));
  dir = await mkdtemp(join(tmpdir(), "engram-upgrading-"));
  const env = { ENGRAM_HOME: home, ENGRAM_CACHE_DIR: join(home, "cache"), ENGRAM_NPM_REGISTRY: registry.npmRegistry, ENGRAM_PACKAGE_DEADLINE: "10s" };
  engram = await createEngram(loadConfig(testEnv(env)), { log: createLogger("silent", 2), command: true });
  const v1 = await registry.publishNpm(reader, "1.0.0", readerPackage("1.0.0"));
  const v2 = await registry.publishNpm(reader, "2.0.0", readerPackage("2.0.0"));
  const goneFiles = await registry.publishNpm(gone, "1.0.0", tiny(gone));
  const extraFiles = await registry.publishNpm(extra, "1.0.0", tiny(extra));
  await writeFile(join(dir, ".npmrc"), `registry=${registry.npmRegistry}\n`);
  await mkdir(join(dir, "src"));
  await writeFile(join(dir, "src", "report.ts"), CODE);

  await writeFile(join(dir, "package-lock.json"), packageLock([{ name: reader, version: "1.0.0", integrity: v1.integrity }, { name: gone, version: "1.0.0", integrity: goneFiles.integrity }]));
  first = await ingest();
  // the code is indexed while the project still locks 1.0.0
  await indexRepository(driver, undefined, { repository: dir, project });
  for (const [name, learned] of Object.entries(LEARNED)) {
    memories[name] = (await engram.memory.remember(ADMIN, [{ agentType, project, memoryType: "PATTERN", ...learned }], () => "input"))[0]!;
  }
  await writeFile(join(dir, "package-lock.json"), packageLock([{ name: reader, version: "2.0.0", integrity: v2.integrity }, { name: extra, version: "1.0.0", integrity: extraFiles.integrity }]));
  second = await ingest();

  // Another project went from 0.5.0, never ingested, to 2.0.0.
  await driver.executeQuery(
    `CREATE (:DependencyState {id: randomUUID(), project: $project, at: datetime() - duration('PT1H'), packages: ['npm|' + $reader + '|0.5.0|direct']})
     CREATE (:DependencyState {id: randomUUID(), project: $project, at: datetime(), packages: ['npm|' + $reader + '|2.0.0|direct']})`,
    { project: unseenOld, reader },
  );
  await indexRepository(driver, undefined, { repository: dir, project: unseenOld });
  server = await startTestEngram({ ...env, ENGRAM_API_KEYS: `${ADMIN_KEY},${SCOPED_KEY}:builder:elsewhere` });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await engram?.close();
  await registry?.close();
  await driver?.close();
  await rm(home, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

/** What the report says of the reader package, as lines a person would check. */
interface ReportedApis {
  changed: Array<{ source: string; apis: Array<{ name: string; status: string; replacement?: string | null; alreadyDeprecated: boolean; callSites: Array<{ file: string; line: number; function?: string | null }> }> }>;
}

function readerLines(report: ReportedApis): string[] {
  const upgrade = report.changed.find((change) => change.source === `npm:${reader}`)!;
  return upgrade.apis.flatMap((api) =>
    api.callSites.map((site) => `${api.status} ${api.name}${api.replacement ? ` → ${api.replacement}` : ""}${api.alreadyDeprecated ? " (already)" : ""}: ${site.file}:${site.line} ${site.function ?? "-"}`),
  );
}

const EXPECTED_SITES = [
  "REMOVED readLegacy: src/report.ts:6 legacy",
  "DEPRECATED readAll → readEach: src/report.ts:3 summary",
  "DEPRECATED readAll → readEach: src/report.ts:8 -",
];

describe("the upgrade report", () => {
  it("records a dependency state per ingest that changed what the project locks, and none for one that did not", async () => {
    expect(first.failed, JSON.stringify(first.packages)).toBe(0);
    expect(second.failed, JSON.stringify(second.packages)).toBe(0);
    expect([first.stateRecorded, second.stateRecorded]).toEqual([true, true]);
    // only the second follows an earlier state: an upgrade to report
    expect([first.upgradeRecorded, second.upgradeRecorded]).toEqual([false, true]);
    expect((await ingest()).stateRecorded).toBe(false);
    const { records } = await driver.executeQuery("MATCH (s:DependencyState {project: $project}) RETURN s.packages AS packages ORDER BY s.at", { project });
    expect(records.map((record) => record.get("packages"))).toEqual([
      [`npm|${gone}|1.0.0|direct`, `npm|${reader}|1.0.0|direct`].sort(),
      [`npm|${extra}|1.0.0|direct`, `npm|${reader}|2.0.0|direct`].sort(),
    ]);
  });

  it("lists the changed package with the calls the new version breaks, their replacement and call sites, the changelog in between, and packages added and removed", async () => {
    const report = await engram.dependencies.dependencyChanges(ADMIN, { project });
    expect(report.message).toBeNull();
    expect(report.changed.map((change) => [change.source, change.from, change.to, change.direct, change.fromSetIngested, change.toSetIngested])).toEqual([[`npm:${reader}`, "1.0.0", "2.0.0", true, true, true]]);
    expect(readerLines(report)).toEqual(EXPECTED_SITES);
    const changelog = report.changed[0]!.changelog;
    expect(changelog.map((section) => [section.version, section.breaking])).toEqual([
      ["2.0.0", true],
      ["1.1.0", false],
    ]);
    expect(changelog[0]!.markdown).toContain("readLegacy is removed.");
    expect(report.added.map((pkg) => [pkg.source, pkg.version])).toEqual([[`npm:${extra}`, "1.0.0"]]);
    expect(report.removed.map((pkg) => [pkg.source, pkg.version])).toEqual([[`npm:${gone}`, "1.0.0"]]);
  });

  it("compares with the state locked at a time given, and says when there is none that early", async () => {
    const latest = await engram.dependencies.dependencyChanges(ADMIN, { project });
    const since = await engram.dependencies.dependencyChanges(ADMIN, { project, since: latest.from });
    expect(readerLines(since)).toEqual(EXPECTED_SITES);
    const now = await engram.dependencies.dependencyChanges(ADMIN, { project, since: new Date(Date.now() + 60_000).toISOString() });
    expect(now.changed).toEqual([]);
    expect(now.message).toMatch(/nothing changed since/);
    const early = await engram.dependencies.dependencyChanges(ADMIN, { project, since: "2001-01-01T00:00:00Z" });
    expect(early).toMatchObject({ changed: [], added: [], removed: [], from: null });
    expect(early.message).toMatch(/No dependency state of project .* was recorded at or before 2001-01-01/);
  });

  it("says the old version's set was never ingested rather than claiming nothing is gone", async () => {
    const report = await engram.dependencies.dependencyChanges(ADMIN, { project: unseenOld });
    expect(report.changed[0]).toMatchObject({ from: "0.5.0", to: "2.0.0", fromSetIngested: false, toSetIngested: true });
    expect(readerLines(report)).toEqual(EXPECTED_SITES.filter((line) => !line.startsWith("REMOVED")));
  });

  it("gives the memory domain every API the latest change deprecated or removed, and the packages removed", async () => {
    const changes = await engram.dependencies.latestApiChanges(project);
    expect(changes.deprecatedOrGone.map(({ name, packageName, from, to, status, deprecatedIn, replacement }) => ({ name, packageName, from, to, status, deprecatedIn, replacement }))).toEqual([
      { name: "readAll", packageName: reader, from: "1.0.0", to: "2.0.0", status: "DEPRECATED", deprecatedIn: null, replacement: "readEach" },
      { name: "readLegacy", packageName: reader, from: "1.0.0", to: "2.0.0", status: "REMOVED", deprecatedIn: null, replacement: null },
    ]);
    expect(changes.removedPackages).toEqual([{ name: gone, source: `npm:${gone}`, version: "1.0.0" }]);
    expect(await engram.dependencies.latestApiChanges(uniqueId("never-ingested"))).toEqual({ at: null, deprecatedOrGone: [], removedPackages: [] });
  });

  it("refuses a project id that is not one and a since that is not a date-time, naming the field", async () => {
    await expect(engram.dependencies.dependencyChanges(ADMIN, { project: "x".repeat(101) })).rejects.toMatchObject({ code: "BAD_USER_INPUT", field: "project" });
    await expect(engram.dependencies.dependencyChanges(ADMIN, { project, since: "last tuesday" })).rejects.toMatchObject({ code: "BAD_USER_INPUT", field: "since", message: expect.stringMatching(/since must be a date-time/) });
  });
});

describe("memories the upgrade made stale", () => {
  it("flags the project's memories naming an API the upgrade deprecated or removed, or a package it removed, with the change as the reason", async () => {
    expect(first.staleMemories).toBe(0);
    expect(second.staleMemories).toBe(2);
    const stale = await engram.staleness.staleMemories(ADMIN, { agentType, project });
    expect(Object.fromEntries(stale.map((memory) => [memory.id, memory.staleReason]))).toEqual({
      [memories.callsReadAll!]: `${reader} 1.0.0 → 2.0.0: readAll deprecated; use readEach`,
      [memories.aboutGone!]: `${gone} 1.0.0 removed`,
    });
  });

  it("does not flag a memory confirmed since the upgrade again", async () => {
    await engram.memory.confirm(ADMIN, memories.callsReadAll!);
    expect(await engram.staleness.flagApiChanges(project, await engram.dependencies.latestApiChanges(project))).toEqual([{ id: memories.aboutGone!, reasons: [`${gone} 1.0.0 removed`] }]);
    expect((await engram.staleness.staleMemories(ADMIN, { agentType, project })).map((memory) => memory.id)).toEqual([memories.aboutGone]);
  });
});

describe("the upgrade report through the doors", () => {
  const QUERY = `query ($project: ID!, $since: DateTime) {
    dependencyChanges(project: $project, since: $since) {
      project from to message
      changed { source from to fromSetIngested toSetIngested changelog { version breaking markdown } apis { name status replacement alreadyDeprecated calls callSites { file line function called } } }
      added { source version } removed { source version }
    }
  }`;

  it("answers dependencyChanges over GraphQL, and the typed client", async () => {
    const answer = await server.graphql<{ dependencyChanges: DependencyChanges }>(QUERY, { project }, { authorization: `Bearer ${ADMIN_KEY}` });
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.dependencyChanges;
    expect(readerLines(report)).toEqual(EXPECTED_SITES);
    expect(report.changed[0]!.changelog[0]).toMatchObject({ version: "2.0.0", breaking: true, markdown: expect.stringContaining("readAll is deprecated: use readEach.") });
    expect(report.removed).toEqual([{ source: `npm:${gone}`, version: "1.0.0" }]);
    const client = new EngramClient({ url: server.url, apiKey: ADMIN_KEY });
    const typed = await client.dependencyChanges({ project });
    expect(readerLines(typed)).toEqual(EXPECTED_SITES);
    expect(typed.added.map((pkg) => pkg.source)).toEqual([`npm:${extra}`]);
  });

  it("refuses a key scoped to another project, and a bad since, naming it", async () => {
    const refused = await server.graphql(QUERY, { project }, { authorization: `Bearer ${SCOPED_KEY}` });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.data ?? null).toBeNull();
    const bad = await server.graphql(QUERY, { project, since: "soon" }, { authorization: `Bearer ${ADMIN_KEY}` });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers upgrade_impact to an MCP client, and refuses it to a key of another project", async () => {
    let client: Client = await httpClient(server, ADMIN_KEY);
    try {
      const result = await client.callTool({ name: "upgrade_impact", arguments: { project } });
      const structured = result.structuredContent as unknown as DependencyChanges;
      expect(readerLines(structured)).toEqual(EXPECTED_SITES);
      const text = (result.content as Array<{ text: string }>)[0]!.text;
      expect(text).toContain(`## npm:${reader} 1.0.0 → 2.0.0`);
      expect(text).toContain(`- \`readLegacy\` removed (1 call)\n    - src/report.ts:6 in legacy (\`${reader}.readLegacy\`)`);
      expect(text).toContain("- `readAll` deprecated: use `readEach` (2 calls)");
      expect(text).toContain("  - 2.0.0 **breaking**");
      expect(text).toContain(`## Removed\n- npm:${gone} 1.0.0`);
      expect((await callOk(client, "upgrade_impact", { project: unseenOld })).changed[0].fromSetIngested).toBe(false);
    } finally {
      await client.close();
    }
    client = await httpClient(server, SCOPED_KEY);
    try {
      expect(await callError(client, "upgrade_impact", { project })).toMatch(/not scoped for project/);
    } finally {
      await client.close();
    }
  });

  it("runs engram deps diff, as text and as JSON, and exits 2 for a --from that is not a date-time", async () => {
    const env = testEnv({ ENGRAM_HOME: home, ENGRAM_CACHE_DIR: join(home, "cache") }) as NodeJS.ProcessEnv;
    const text = await runCli(["deps", "diff", "--project", project], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`# Dependency changes of ${project}`);
    expect(text.stdout).toContain(`- \`readAll\` deprecated: use \`readEach\` (2 calls)\n    - src/report.ts:3 in summary (\`${reader}.readAll\`)\n    - src/report.ts:8 (\`${reader}.readAll\`)`);
    const json = await runCli(["deps", "diff", "--project", project, "--json"], env);
    expect(json.code, json.stderr).toBe(0);
    expect(readerLines(JSON.parse(json.stdout))).toEqual(EXPECTED_SITES);
    const refused = await runCli(["deps", "diff", "--project", project, "--from", "yesterday"], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--from must be a date-time/);
  });
});
