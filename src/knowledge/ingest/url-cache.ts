import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

const FETCH_TIMEOUT_MS = 30_000;

export interface Fetched {
  body: Buffer;
  contentType: string | null;
  fetchedAt: Date;
  /** True when the fetch failed and this is the last good copy, older than the cache's freshness. */
  stale: boolean;
}

interface Meta {
  url: string;
  contentType: string | null;
  fetchedAt: string;
}

/**
 * The design's cache strategy for fetched documentation: a copy younger than the TTL (7 days by
 * default) is used as is; an older one is fetched again; when that fails the old copy is served,
 * marked stale. Nothing cached and the fetch failing is an error.
 */
export class UrlCache {
  constructor(
    private readonly folder: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private pathsOf(url: string) {
    const digest = createHash("sha256").update(url).digest("hex");
    return { body: join(this.folder, `${digest}.body`), meta: join(this.folder, `${digest}.json`) };
  }

  private async cached(url: string): Promise<Omit<Fetched, "stale"> | null> {
    const paths = this.pathsOf(url);
    try {
      const meta = JSON.parse(await readFile(paths.meta, "utf8")) as Meta;
      return { body: await readFile(paths.body), contentType: meta.contentType, fetchedAt: new Date(meta.fetchedAt) };
    } catch {
      return null;
    }
  }

  private async store(url: string, body: Buffer, contentType: string | null, fetchedAt: Date): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const paths = this.pathsOf(url);
    const meta: Meta = { url, contentType, fetchedAt: fetchedAt.toISOString() };
    for (const [path, data] of [[paths.body, body], [paths.meta, JSON.stringify(meta)]] as const) {
      await writeFile(`${path}.tmp`, data, { mode: 0o600 });
      await rename(`${path}.tmp`, path);
    }
  }

  private async download(url: string): Promise<{ body: Buffer; contentType: string | null }> {
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") };
  }

  async get(url: string): Promise<Fetched> {
    const cached = await this.cached(url);
    const now = this.now();
    if (cached && now.getTime() - cached.fetchedAt.getTime() < this.ttlSeconds * 1000) return { ...cached, stale: false };
    try {
      const { body, contentType } = await this.download(url);
      await this.store(url, body, contentType, now);
      return { body, contentType, fetchedAt: now, stale: false };
    } catch (error) {
      if (cached) return { ...cached, stale: true };
      throw new Error(`cannot fetch ${url} and no copy is cached: ${(error as Error).message}`);
    }
  }
}
