import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * Debian's python3.11-doc, nodejs-doc and postgresql-doc-15, unpacked by scripts/debian-docs.sh into the cache (unpacked
 * rather than installed: nodejs-doc would pull in Debian's own, older nodejs), else installed. The
 * cache comes first: NodeSource's nodejs package puts its own, newer docs at the same system path.
 */
function debianDocPath(relative: string): string {
  const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "engram", "debian-docs");
  for (const root of [cache, "/"]) {
    const candidate = join(root, relative);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${relative} is missing: run .ci/run, or unpack Debian's package with scripts/debian-docs.sh`);
}

export const pythonDocs = (): string => debianDocPath("usr/share/doc/python3.11/html");
export const nodeApiDocs = (): string => debianDocPath("usr/share/doc/nodejs/api");
export const postgresDocs = (): string => debianDocPath("usr/share/doc/postgresql-doc-15/html");
