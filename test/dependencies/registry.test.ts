import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import tar from "tar-stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ArchiveRefusedError,
  IntegrityError,
  PackageFetcher,
  PackageNotFoundError,
  RegistryUnavailableError,
  type PackageFetcherOptions,
} from "../../src/dependencies/registry.js";
import type { LockedPackage, RegistrySettings } from "../../src/dependencies/types.js";

// ---- artifacts the tests build ----

async function tgz(top: string, files: Record<string, string>): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const [path, body] of Object.entries(files)) {
    await new Promise<void>((resolve, reject) => pack.entry({ name: `${top}/${path}` }, body, (e) => (e ? reject(e) : resolve())));
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

const wheel = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
const hash = (algorithm: string, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest();
const sri = (algorithm: string, bytes: Uint8Array) => `${algorithm}-${hash(algorithm, bytes).toString("base64")}`;
const sha256 = (bytes: Uint8Array) => hash("sha256", bytes).toString("hex");
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString("utf8") : undefined);

// ---- a loopback registry ----

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
  /** Answer only after this long. */
  delayMs?: number;
}

/** Answers by raw request path; a list of replies is given in turn, its last one repeated. Counts every request. */
class Registry {
  readonly requests: { path: string; accept: string | undefined; authorization: string | undefined; at: number }[] = [];
  readonly routes = new Map<string, Reply | Reply[]>();
  private server!: Server;
  private readonly sockets = new Set<Socket>();
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      const path = req.url ?? "/";
      this.requests.push({ path, accept: req.headers.accept, authorization: req.headers.authorization, at: Date.now() });
      const route = this.routes.get(path);
      const seen = this.requests.filter((r) => r.path === path).length;
      const reply: Reply = route === undefined ? { status: 404, body: { error: "Not found" } } : Array.isArray(route) ? route[Math.min(seen, route.length) - 1]! : route;
      const body = reply.body === undefined ? "" : typeof reply.body === "string" || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body);
      const type = reply.body !== undefined && typeof reply.body === "object" && !Buffer.isBuffer(reply.body) ? "application/json" : "application/octet-stream";
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { "content-type": type, ...reply.headers });
        res.end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.server.on("connection", (socket) => this.sockets.add(socket.on("close", () => this.sockets.delete(socket))));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  count(path?: string): number {
    return path === undefined ? this.requests.length : this.requests.filter((r) => r.path === path).length;
  }
}

let registry: Registry;
let cacheDir: string;
let localDir: string;

beforeEach(async () => {
  registry = new Registry();
  await registry.start();
  cacheDir = await mkdtemp(join(tmpdir(), "engram-fetch-cache-"));
  localDir = await mkdtemp(join(tmpdir(), "engram-fetch-local-"));
});

afterEach(async () => {
  await registry.stop();
  await rm(cacheDir, { recursive: true, force: true });
  await rm(localDir, { recursive: true, force: true });
});

function settings(overrides: Partial<RegistrySettings> = {}): RegistrySettings {
  return { npm: `${registry.url}/npm/`, npmScopes: {}, pypi: `${registry.url}/simple`, localFolder: null, ...overrides };
}

function fetcher(options: Partial<PackageFetcherOptions> = {}): PackageFetcher {
  return new PackageFetcher({ cacheDir, settings: settings(), backoffMs: 10, deadlineMs: 5_000, timeoutMs: 2_000, ...options });
}

function npmPackage(name: string, version: string, integrity: string[] = [], resolved: string | null = null): LockedPackage {
  return { ecosystem: "npm", name, version, direct: true, integrity, resolved, registry: null, lockfile: "package-lock.json" };
}

function pypiPackage(name: string, version: string, integrity: string[] = [], index: string | null = null): LockedPackage {
  return { ecosystem: "pypi", name, version, direct: true, integrity, resolved: null, registry: index, lockfile: "uv.lock" };
}

async function cachedFiles(): Promise<string[]> {
  const all = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function failure<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

const everything = () => true;
const typesOnly = (path: string) => path.endsWith(".d.ts") || path === "package.json";

/** Publishes an npm package version on the loopback registry (version document and tarball). */
async function publishNpm(name: string, version: string, files: Record<string, string>, prefix = "/npm", dist: { integrity?: string } = {}) {
  const bytes = await tgz("package", files);
  const base = name.split("/").pop()!;
  const tarballPath = `${prefix}/${name}/-/${base}-${version}.tgz`;
  const encoded = name.replace("/", "%2f");
  const integrity = dist.integrity ?? sri("sha512", bytes);
  const documentPath = `${prefix}/${encoded}/${version}`;
  registry.routes.set(documentPath, { body: { name, version, dist: { tarball: `${registry.url}${tarballPath}`, integrity, shasum: hash("sha1", bytes).toString("hex") } } });
  registry.routes.set(tarballPath, { body: bytes });
  return { bytes, tarballPath, documentPath };
}

describe("PackageFetcher: npm", () => {
  it("fetches a scoped package from its scope's registry, verifies and caches it", async () => {
    const published = await publishNpm("@acme/widget", "1.2.3", { "package.json": '{"name":"@acme/widget"}', "index.d.ts": "export declare function widget(): void;", "index.js": "" }, "/acme");
    const fetch = fetcher({ settings: settings({ npm: "http://127.0.0.1:9/", npmScopes: { "@acme": `${registry.url}/acme` } }) });
    const result = await fetch.fetchPackage(npmPackage("@acme/widget", "1.2.3", [sri("sha512", published.bytes)]), typesOnly);
    expect(registry.requests.map((r) => r.path)).toEqual(["/acme/@acme%2fwidget/1.2.3", published.tarballPath]);
    expect([...result.files.keys()].sort()).toEqual(["index.d.ts", "package.json"]);
    expect(text(result.files.get("index.d.ts"))).toBe("export declare function widget(): void;");
    const hex = hash("sha512", published.bytes).toString("hex");
    expect(result).toMatchObject({ digest: `sha512-${hex}`, fromCache: false, artifact: "widget-1.2.3.tgz", kind: "npm-tarball", skipped: [] });
    expect(await cachedFiles()).toContain(join(cacheDir, "packages", "sha512", hex.slice(0, 2), hex));
  });

  it("refuses bytes that do not match the lockfile's integrity: IntegrityError, nothing cached", async () => {
    await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" });
    const other = Buffer.from("some other tarball");
    const pkg = npmPackage("left-pad", "1.3.0", [sri("sha512", other)]);
    const error = await failure(fetcher().fetchPackage(pkg, everything), IntegrityError);
    expect(error.message).toContain("left-pad@1.3.0");
    expect(error.message).toContain(sri("sha512", other));
    expect(error.actual).toMatch(/^sha512-/);
    expect(error.actual).not.toBe(sri("sha512", other));
    expect(await cachedFiles()).toEqual([]);
  });

  it("refuses bytes that do not match the registry's digest when the lockfile has none", async () => {
    await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" }, "/npm", { integrity: sri("sha512", Buffer.from("not it")) });
    const error = await failure(fetcher().fetchPackage(npmPackage("left-pad", "1.3.0"), everything), IntegrityError);
    expect(error.message).toContain("registry's");
    expect(await cachedFiles()).toEqual([]);
  });

  it("serves a second fetch from the shared cache without any request, and drops a corrupt cache file", async () => {
    const { bytes } = await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export declare const pad: 1;" });
    const pkg = npmPackage("left-pad", "1.3.0", [`${sri("sha1", bytes)} ${sri("sha512", bytes)}`]);
    const first = await fetcher().fetchPackage(pkg, everything);
    expect(first.fromCache).toBe(false);
    const asked = registry.count();
    expect(asked).toBe(2);

    // Another project (another fetcher) on the same cache: no request at all.
    const second = await fetcher().fetchPackage(pkg, everything);
    expect(registry.count()).toBe(asked);
    expect(second).toMatchObject({ fromCache: true, digest: first.digest, artifact: "left-pad-1.3.0.tgz", kind: "npm-tarball" });
    expect(text(second.files.get("index.d.ts"))).toBe("export declare const pad: 1;");

    const [path] = (await cachedFiles()).filter((file) => !file.endsWith(".json"));
    await writeFile(path!, "corrupted");
    const third = await fetcher().fetchPackage(pkg, everything);
    expect(third.fromCache).toBe(false);
    expect(registry.count()).toBeGreaterThan(asked);
  });

  it("uses the lockfile's resolved URL on the registry's host, and the registry's tarball otherwise", async () => {
    const { bytes, tarballPath, documentPath } = await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" });
    await fetcher().fetchPackage(npmPackage("left-pad", "1.3.0", [sri("sha512", bytes)], `${registry.url}${tarballPath}`), everything);
    expect(registry.requests.map((r) => r.path)).toEqual([tarballPath]);
    await rm(cacheDir, { recursive: true, force: true });
    await fetcher().fetchPackage(npmPackage("left-pad", "1.3.0", [sri("sha512", bytes)], "https://elsewhere.invalid/left-pad-1.3.0.tgz"), everything);
    expect(registry.requests.map((r) => r.path)).toEqual([tarballPath, documentPath, tarballPath]);
  });

  it("retries 503 twice and succeeds on the third answer", async () => {
    const { documentPath } = await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" });
    const document = registry.routes.get(documentPath) as { body: object };
    registry.routes.set(documentPath, [{ status: 503 }, { status: 503 }, document]);
    const result = await fetcher().fetchPackage(npmPackage("left-pad", "1.3.0"), everything);
    expect(registry.count(documentPath)).toBe(3);
    expect(result.files.has("index.d.ts")).toBe(true);
  });

  it("waits as a 429's Retry-After asks before trying again", async () => {
    const { documentPath } = await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" });
    const document = registry.routes.get(documentPath) as { body: object };
    registry.routes.set(documentPath, [{ status: 429, headers: { "retry-after": "1" } }, document]);
    await fetcher({ backoffMs: 5 }).fetchPackage(npmPackage("left-pad", "1.3.0"), everything);
    const [first, second] = registry.requests.filter((r) => r.path === documentPath);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it("tries again after an attempt times out", async () => {
    const { documentPath } = await publishNpm("left-pad", "1.3.0", { "index.d.ts": "export {};" });
    const document = registry.routes.get(documentPath) as { body: object };
    registry.routes.set(documentPath, [{ ...document, delayMs: 2_000 }, document]);
    const result = await fetcher({ timeoutMs: 200 }).fetchPackage(npmPackage("left-pad", "1.3.0"), everything);
    expect(registry.count(documentPath)).toBe(2);
    expect(result.files.has("index.d.ts")).toBe(true);
  });

  it("sends a registry URL's credentials to its host only and never shows them", async () => {
    registry.routes.set("/npm/left-pad/1.3.0", { status: 503 });
    const npm = `${registry.url.replace("http://", "http://ci-user:s3cr3t-t0ken@")}/npm/`;
    const error = await failure(fetcher({ settings: settings({ npm }), maxAttempts: 2 }).fetchPackage(npmPackage("left-pad", "1.3.0"), everything), RegistryUnavailableError);
    expect(registry.requests[0]!.authorization).toBe(`Basic ${Buffer.from("ci-user:s3cr3t-t0ken").toString("base64")}`);
    expect(`${error.message} ${error.url} ${error.stack}`).not.toMatch(/s3cr3t|ci-user/);
  });

  it("gives up at once when Retry-After reaches past the deadline", async () => {
    registry.routes.set("/npm/left-pad/1.3.0", { status: 429, headers: { "retry-after": "30" } });
    const started = Date.now();
    const error = await failure(fetcher({ deadlineMs: 2_000 }).fetchPackage(npmPackage("left-pad", "1.3.0"), everything), RegistryUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error.message).toContain("HTTP 429");
    expect(error.message).toContain("retry after");
  });

  it("fails with RegistryUnavailableError within the deadline when the registry keeps answering 500", async () => {
    registry.routes.set("/npm/left-pad/1.3.0", { status: 500, body: "boom" });
    const started = Date.now();
    const error = await failure(fetcher({ deadlineMs: 800, backoffMs: 20, maxAttempts: 100 }).fetchPackage(npmPackage("left-pad", "1.3.0"), everything), RegistryUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.attempts).toBeGreaterThan(2);
    expect(error.attempts).toBe(registry.count("/npm/left-pad/1.3.0"));
    expect(error.message).toMatch(new RegExp(`after ${error.attempts} attempts: HTTP 500`));
    expect(error.status).toBe(500);
  });

  it("says a network error after its attempts when nothing listens", async () => {
    const fetch = fetcher({ settings: settings({ npm: "http://127.0.0.1:9/" }), maxAttempts: 3 });
    const error = await failure(fetch.fetchPackage(npmPackage("left-pad", "1.3.0"), everything), RegistryUnavailableError);
    expect(error.message).toContain("after 3 attempts: network error");
  });

  it("asks a 404 once more (a CDN may miss a version just published), then answers PackageNotFoundError", async () => {
    const error = await failure(fetcher().fetchPackage(npmPackage("no-such-package", "1.0.0"), everything), PackageNotFoundError);
    expect(error.message).toContain("no-such-package");
    expect(registry.requests.map((r) => r.path)).toEqual(["/npm/no-such-package/1.0.0", "/npm/no-such-package/1.0.0", "/npm/no-such-package"]);
  });

  it("takes a version that a second attempt finds after a 404", async () => {
    await publishNpm("just-published", "1.0.0", { "index.d.ts": "export declare const fresh: true;" });
    const published = registry.routes.get("/npm/just-published/1.0.0") as Reply;
    registry.routes.set("/npm/just-published/1.0.0", [{ status: 404, body: { error: "Not found" } }, published]);
    const fetched = await fetcher().fetchPackage(npmPackage("just-published", "1.0.0"), everything);
    expect(fetched.files.has("index.d.ts")).toBe(true);
  });

  it("tells a missing version from a missing package", async () => {
    registry.routes.set("/npm/left-pad", { body: { name: "left-pad", versions: { "1.2.0": { dist: { tarball: "x" } } } } });
    const error = await failure(fetcher().fetchPackage(npmPackage("left-pad", "1.3.0"), everything), PackageNotFoundError);
    expect(error.message).toContain("not version 1.3.0");
    expect(registry.requests.find((r) => r.path === "/npm/left-pad")?.accept).toContain("application/vnd.npm.install-v1+json");
  });

  it("refuses a download larger than the compressed archive limit", async () => {
    await publishNpm("big", "1.0.0", { "index.d.ts": "x".repeat(100_000) });
    const error = await failure(fetcher({ limits: { maxCompressedBytes: 64 } }).fetchPackage(npmPackage("big", "1.0.0"), everything), ArchiveRefusedError);
    expect(error.message).toContain("over the 64-byte limit");
  });

  it("takes an npm pack tarball from the local folder without any request", async () => {
    const bytes = await tgz("package", { "index.d.ts": "export declare const local: true;" });
    await writeFile(join(localDir, "acme-widget-2.0.0.tgz"), bytes);
    let calls = 0;
    const fetch = fetcher({ settings: settings({ npm: "http://127.0.0.1:9/", localFolder: localDir }), fetch: async () => (calls++, new Response(null, { status: 500 })) });
    const result = await fetch.fetchPackage(npmPackage("@acme/widget", "2.0.0", [sri("sha512", bytes)]), everything);
    expect(calls).toBe(0);
    expect(registry.count()).toBe(0);
    expect(result).toMatchObject({ artifact: "acme-widget-2.0.0.tgz", fromCache: false, digest: `sha512-${hash("sha512", bytes).toString("hex")}` });
    expect(text(result.files.get("index.d.ts"))).toBe("export declare const local: true;");
    await expect(fetch.fetchPackage(npmPackage("@acme/widget", "2.0.0", [sri("sha512", Buffer.from("x"))]), everything)).rejects.toBeInstanceOf(IntegrityError);
  });
});

describe("PackageFetcher: PyPI", () => {
  const pure = wheel({ "demo_pkg/__init__.py": "def pure() -> None: ...\n", "demo_pkg-1.0.0.dist-info/METADATA": "Name: demo-pkg\n" });
  const platform = wheel({ "demo_pkg/__init__.py": "def native() -> None: ...\n" });
  let sdist: Buffer;

  beforeEach(async () => {
    sdist = await tgz("demo_pkg-1.0.0", { "PKG-INFO": "Name: demo-pkg\n", "demo_pkg/__init__.py": "def source() -> None: ...\n" });
  });

  function publishJson() {
    const file = (filename: string, bytes: Buffer, packagetype: string) => ({ filename, url: `${registry.url}/files/${filename}`, packagetype, digests: { sha256: sha256(bytes) }, yanked: false });
    registry.routes.set("/pypi/demo-pkg/1.0.0/json", {
      body: {
        info: { name: "demo-pkg", version: "1.0.0" },
        urls: [
          file("demo_pkg-1.0.0.tar.gz", sdist, "sdist"),
          file("demo_pkg-1.0.0-cp312-cp312-manylinux_2_17_x86_64.whl", platform, "bdist_wheel"),
          file("demo_pkg-1.0.0-py3-none-any.whl", pure, "bdist_wheel"),
        ],
      },
    });
    registry.routes.set("/files/demo_pkg-1.0.0.tar.gz", { body: sdist });
    registry.routes.set("/files/demo_pkg-1.0.0-cp312-cp312-manylinux_2_17_x86_64.whl", { body: platform });
    registry.routes.set("/files/demo_pkg-1.0.0-py3-none-any.whl", { body: pure });
  }

  it("prefers the pure-Python wheel over a platform wheel and the sdist", async () => {
    publishJson();
    const result = await fetcher().fetchPackage(pypiPackage("demo-pkg", "1.0.0"), everything);
    expect(registry.requests.map((r) => r.path)).toEqual(["/pypi/demo-pkg/1.0.0/json", "/files/demo_pkg-1.0.0-py3-none-any.whl"]);
    expect(result).toMatchObject({ artifact: "demo_pkg-1.0.0-py3-none-any.whl", kind: "wheel", digest: `sha256-${sha256(pure)}` });
    expect(text(result.files.get("demo_pkg/__init__.py"))).toBe("def pure() -> None: ...\n");
  });

  it("chooses a file whose sha256 the lockfile allows, and reads an sdist without its top folder", async () => {
    publishJson();
    const result = await fetcher().fetchPackage(pypiPackage("demo-pkg", "1.0.0", [`sha256:${sha256(sdist)}`]), everything);
    expect(result).toMatchObject({ artifact: "demo_pkg-1.0.0.tar.gz", kind: "sdist" });
    expect([...result.files.keys()].sort()).toEqual(["PKG-INFO", "demo_pkg/__init__.py"]);
    // Cached under the lockfile's hash: the next fetch asks nothing.
    const asked = registry.count();
    expect((await fetcher().fetchPackage(pypiPackage("demo-pkg", "1.0.0", [`sha256:${sha256(sdist)}`]), everything)).fromCache).toBe(true);
    expect(registry.count()).toBe(asked);
  });

  it("falls back to PEP 691 when the index has no JSON API, resolving relative URLs", async () => {
    registry.routes.set("/simple/demo-pkg/", {
      headers: { "content-type": "application/vnd.pypi.simple.v1+json" },
      body: {
        meta: { "api-version": "1.0" },
        name: "demo-pkg",
        files: [
          { filename: "demo_pkg-0.9.0-py3-none-any.whl", url: "../../packages/demo_pkg-0.9.0-py3-none-any.whl", hashes: { sha256: "00".repeat(32) } },
          { filename: "demo_pkg-1.0.0.tar.gz", url: "../../packages/demo_pkg-1.0.0.tar.gz", hashes: { sha256: sha256(sdist) } },
          { filename: "demo_pkg-1.0.0-py2.py3-none-any.whl", url: "../../packages/demo_pkg-1.0.0-py2.py3-none-any.whl", hashes: { sha256: sha256(pure) } },
        ],
      },
    });
    registry.routes.set("/packages/demo_pkg-1.0.0-py2.py3-none-any.whl", { body: pure });
    const result = await fetcher().fetchPackage(pypiPackage("Demo.Pkg", "1.0.0"), everything);
    expect(registry.requests.map((r) => r.path)).toEqual(["/pypi/demo-pkg/1.0.0/json", "/simple/demo-pkg/", "/packages/demo_pkg-1.0.0-py2.py3-none-any.whl"]);
    expect(registry.requests[1]!.accept).toContain("application/vnd.pypi.simple.v1+json");
    expect(result).toMatchObject({ artifact: "demo_pkg-1.0.0-py2.py3-none-any.whl", kind: "wheel" });
  });

  it("reads a PEP 503 HTML page without hashes, trying files until one has the lockfile's hash", async () => {
    registry.routes.set("/simple/demo-pkg/", {
      headers: { "content-type": "text/html" },
      body: [
        "<!DOCTYPE html><html><body>",
        '<a href="/files/demo_pkg-1.0.0-py3-none-any.whl">demo_pkg-1.0.0-py3-none-any.whl</a>',
        '<a href="../../files/demo_pkg-1.0.0.tar.gz">demo_pkg-1.0.0.tar.gz</a>',
        "</body></html>",
      ].join("\n"),
    });
    registry.routes.set("/files/demo_pkg-1.0.0-py3-none-any.whl", { body: pure });
    registry.routes.set("/files/demo_pkg-1.0.0.tar.gz", { body: sdist });
    const result = await fetcher().fetchPackage(pypiPackage("demo-pkg", "1.0.0", [`sha256:${sha256(sdist)}`]), everything);
    expect(result).toMatchObject({ artifact: "demo_pkg-1.0.0.tar.gz", kind: "sdist", digest: `sha256-${sha256(sdist)}` });
    expect(registry.count("/files/demo_pkg-1.0.0-py3-none-any.whl")).toBe(1);
    expect(await cachedFiles()).toHaveLength(2); // the sdist and its description; the refused wheel is not kept
  });

  it("takes the package's own index over the settings' one", async () => {
    registry.routes.set("/private/simple/demo-pkg/", {
      headers: { "content-type": "application/vnd.pypi.simple.v1+json" },
      body: { files: [{ filename: "demo_pkg-1.0.0-py3-none-any.whl", url: `${registry.url}/files/w.whl`, hashes: { sha256: sha256(pure) } }] },
    });
    registry.routes.set("/files/w.whl", { body: pure });
    const fetch = fetcher({ settings: settings({ pypi: "http://127.0.0.1:9/simple" }) });
    const result = await fetch.fetchPackage(pypiPackage("demo-pkg", "1.0.0", [], `${registry.url}/private/simple/`), everything);
    expect(result.kind).toBe("wheel");
    expect(registry.count("/private/pypi/demo-pkg/1.0.0/json")).toBe(1);
  });

  it("says PackageNotFoundError when neither API knows the project (the project page asked twice, as any missing artifact)", async () => {
    await failure(fetcher().fetchPackage(pypiPackage("nothing-here", "1.0.0"), everything), PackageNotFoundError);
    expect(registry.count()).toBe(3);
  });

  it("takes a wheel from the local folder without any request, matching normalised names", async () => {
    await writeFile(join(localDir, "Demo_Pkg-1.0.0-py3-none-any.whl"), pure);
    await writeFile(join(localDir, "demo_pkg-1.0.0.tar.gz"), sdist);
    await writeFile(join(localDir, "demo_pkg-2.0.0-py3-none-any.whl"), platform);
    let calls = 0;
    const fetch = fetcher({ settings: settings({ localFolder: localDir }), fetch: async () => (calls++, new Response(null, { status: 500 })) });
    const result = await fetch.fetchPackage(pypiPackage("demo.pkg", "1.0.0"), everything);
    expect(calls).toBe(0);
    expect(result).toMatchObject({ artifact: "Demo_Pkg-1.0.0-py3-none-any.whl", kind: "wheel" });
    const bySdistHash = await fetch.fetchPackage(pypiPackage("demo-pkg", "1.0.0", [`sha256:${sha256(sdist)}`]), everything);
    expect(bySdistHash).toMatchObject({ artifact: "demo_pkg-1.0.0.tar.gz", kind: "sdist" });
    expect(calls).toBe(0);
  });
});

describe("PackageFetcher.resolveTypesPackage", () => {
  const packument = (versions: Record<string, { deprecated?: string }>) => ({
    name: "@types/x",
    versions: Object.fromEntries(Object.entries(versions).map(([v, extra]) => [v, { version: v, dist: { tarball: `${registry.url}/npm/t-${v}.tgz` }, ...extra }])),
  });

  it("picks the highest version with the package's major.minor, else its major, else none", async () => {
    registry.routes.set(
      "/npm/@types%2freact",
      { body: packument({ "18.2.0": {}, "18.3.1": {}, "18.3.5": {}, "18.3.9": { deprecated: "stub" }, "18.4.0": {}, "19.0.0": {} }) },
    );
    const fetch = fetcher();
    expect(await fetch.resolveTypesPackage("react", "18.3.2")).toEqual({
      ecosystem: "npm",
      name: "@types/react",
      version: "18.3.5",
      direct: false,
      integrity: [],
      resolved: `${registry.url}/npm/t-18.3.5.tgz`,
      registry: null,
      lockfile: "@types",
    });
    expect((await fetch.resolveTypesPackage("react", "18.9.0"))?.version).toBe("18.4.0");
    expect(await fetch.resolveTypesPackage("react", "20.1.0")).toBeNull();
    expect(registry.requests[0]!.accept).toContain("application/vnd.npm.install-v1+json");
  });

  it("mangles a scoped name and answers null when DefinitelyTyped has no package", async () => {
    registry.routes.set("/npm/@types%2fbabel__core", { body: packument({ "7.20.5": {} }) });
    expect((await fetcher().resolveTypesPackage("@babel/core", "7.24.0"))?.name).toBe("@types/babel__core");
    expect(await fetcher().resolveTypesPackage("has-own-types", "1.0.0")).toBeNull();
    expect(registry.requests.map((r) => r.path)).toEqual(["/npm/@types%2fbabel__core", "/npm/@types%2fhas-own-types"]);
  });
});
