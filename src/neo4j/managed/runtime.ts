import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../logger.js";
import { pomWith, runMaven } from "../../maven.js";
import { withFileLock } from "./lock.js";

/**
 * The jars of a Neo4j Community server plus APOC core, resolved from Maven Central with the user's
 * own Maven (so mirrors and proxies in ~/.m2/settings.xml apply) and cached per version.
 */
export interface Neo4jRuntime {
  version: string;
  dir: string;
  libDir: string;
  pluginsDir: string;
}

const LTS_RANGE = "[5.26.0,5.27.0)";
const APOC_ARTIFACTS = ["apoc-core", "apoc-common"];
const COMPLETE_MARKER = ".complete";

function neo4jDependencies(version: string) {
  return [
    { group: "org.neo4j", artifact: "neo4j", version },
    ...APOC_ARTIFACTS.map((artifact) => ({ group: "org.neo4j.procedure", artifact, version })),
  ];
}

/** The newest 5.26.x for which APOC core of the same version is published. */
async function newestLtsWithApoc(cacheDir: string, log: Logger): Promise<string> {
  const probeDir = join(cacheDir, "version-probe");
  await mkdir(probeDir, { recursive: true });
  await writeFile(
    join(probeDir, "pom.xml"),
    pomWith([{ group: "org.neo4j.procedure", artifact: "apoc-core", version: LTS_RANGE }]),
  );
  const listFile = join(probeDir, "resolved.txt");
  await runMaven(probeDir, ["dependency:list", "-DexcludeTransitive=true", `-DoutputFile=${listFile}`], log);
  const match = /org\.neo4j\.procedure:apoc-core:jar:(5\.26\.\d+)/.exec(await readFile(listFile, "utf8"));
  if (!match?.[1]) throw new Error(`Maven resolved no APOC 5.26.x version; see ${listFile}`);
  return match[1];
}

async function cachedVersions(cacheDir: string): Promise<string[]> {
  const entries = await readdir(cacheDir).catch(() => [] as string[]);
  return entries
    .map((name) => /^neo4j-(5\.26\.\d+)$/.exec(name)?.[1])
    .filter((v): v is string => v !== undefined && existsSync(join(cacheDir, `neo4j-${v}`, COMPLETE_MARKER)))
    .sort((a, b) => Number(a.split(".")[2]) - Number(b.split(".")[2]));
}

function runtimeAt(cacheDir: string, version: string): Neo4jRuntime {
  const dir = join(cacheDir, `neo4j-${version}`);
  return { version, dir, libDir: join(dir, "lib"), pluginsDir: join(dir, "plugins") };
}

async function download(runtime: Neo4jRuntime, log: Logger): Promise<void> {
  await rm(runtime.libDir, { recursive: true, force: true });
  await rm(runtime.pluginsDir, { recursive: true, force: true });
  await mkdir(runtime.pluginsDir, { recursive: true });
  await writeFile(join(runtime.dir, "pom.xml"), pomWith(neo4jDependencies(runtime.version)));
  const started = Date.now();
  log.info({ version: runtime.version, dir: runtime.dir }, "Resolving Neo4j Community and APOC from Maven (first start only, about 120 MB)");
  await runMaven(runtime.dir, ["dependency:copy-dependencies", `-DoutputDirectory=${runtime.libDir}`], log);
  // APOC must also sit in the plugins directory: Neo4j discovers procedures only there.
  for (const jar of await readdir(runtime.libDir)) {
    if (APOC_ARTIFACTS.some((artifact) => jar === `${artifact}-${runtime.version}.jar`)) {
      await rename(join(runtime.libDir, jar), join(runtime.pluginsDir, jar));
    }
  }
  await writeFile(join(runtime.dir, COMPLETE_MARKER), new Date().toISOString());
  log.info({ version: runtime.version, seconds: (Date.now() - started) / 1000 }, "Neo4j runtime cached");
}

/**
 * Returns a complete, cached runtime. `pinned` is a version the data directory was written with or the
 * user asked for; otherwise Maven is asked for the newest LTS patch, falling back to the newest cached
 * one when Maven cannot be reached.
 */
export async function resolveRuntime(cacheDir: string, pinned: string | null, log: Logger): Promise<Neo4jRuntime> {
  await mkdir(cacheDir, { recursive: true });
  return withFileLock(join(cacheDir, "resolve.lock"), async () => {
    let version = pinned;
    if (version === null) {
      try {
        version = await newestLtsWithApoc(cacheDir, log);
      } catch (error) {
        const cached = (await cachedVersions(cacheDir)).at(-1);
        if (cached === undefined) throw error;
        log.warn({ err: (error as Error).message, version: cached }, "Maven unreachable: using the newest cached Neo4j");
        version = cached;
      }
    }
    const runtime = runtimeAt(cacheDir, version);
    if (!existsSync(join(runtime.dir, COMPLETE_MARKER))) {
      await mkdir(runtime.dir, { recursive: true });
      await download(runtime, log);
    }
    return runtime;
  });
}
