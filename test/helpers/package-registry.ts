import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { pack } from "tar-stream";

/**
 * A loopback package registry speaking the npm registry's JSON API (packuments, version documents,
 * tarballs) and PyPI's JSON API (`/pypi/<name>/<version>/json`, files), serving packages tests build.
 */

export interface PackageFilesText {
  [path: string]: string;
}

/** An npm tarball as `npm pack` makes it: every file under package/. */
export async function npmTarball(files: PackageFilesText): Promise<Buffer> {
  const archive = pack();
  for (const [path, text] of Object.entries(files)) archive.entry({ name: `package/${path}` }, text);
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** A pure-Python wheel: the files as given, plus the dist-info PyPI's tools write. */
export function wheel(distribution: string, version: string, files: PackageFilesText, metadata: string): Uint8Array {
  const info = `${distribution.replace(/-/g, "_")}-${version}.dist-info`;
  const entries: Record<string, Uint8Array> = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  entries[`${info}/METADATA`] = strToU8(metadata);
  entries[`${info}/WHEEL`] = strToU8("Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n");
  return zipSync(entries);
}

export function sri(bytes: Uint8Array, algorithm: "sha512" | "sha1" = "sha512"): string {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest("base64")}`;
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

interface NpmVersion {
  name: string;
  version: string;
  file: string;
  bytes: Uint8Array;
}

interface PypiVersion {
  name: string;
  version: string;
  filename: string;
  bytes: Uint8Array;
  summary: string;
}

export class PackageRegistry {
  /** Every request's path, in order. */
  readonly requests: string[] = [];
  private readonly npm = new Map<string, NpmVersion[]>();
  private readonly pypi = new Map<string, PypiVersion[]>();
  /** Paths (by prefix) answered with this status, this many more times. */
  private readonly failures: Array<{ prefix: string; status: number; times: number }> = [];
  private server!: Server;
  url = "";

  static async start(): Promise<PackageRegistry> {
    const registry = new PackageRegistry();
    registry.server = createServer((request, response) => registry.answer(request.url ?? "/", response));
    await new Promise<void>((resolve) => registry.server.listen(0, "127.0.0.1", resolve));
    registry.url = `http://127.0.0.1:${(registry.server.address() as AddressInfo).port}`;
    return registry;
  }

  get npmRegistry(): string {
    return `${this.url}/npm/`;
  }

  get pypiIndex(): string {
    return `${this.url}/pypi/simple`;
  }

  async publishNpm(name: string, version: string, files: PackageFilesText): Promise<{ integrity: string; bytes: Uint8Array }> {
    const bytes = await npmTarball(files);
    const file = `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
    this.npm.set(name, [...(this.npm.get(name) ?? []), { name, version, file, bytes }]);
    return { integrity: sri(bytes), bytes };
  }

  publishPypi(name: string, version: string, files: PackageFilesText, summary: string): { sha256: string; bytes: Uint8Array; filename: string } {
    const metadata = `Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\nSummary: ${summary}\nLicense: MIT\nProject-URL: Homepage, https://example.test/${name}\nDescription-Content-Type: text/markdown\n\n# ${name}\n\n${summary}\n`;
    const bytes = wheel(name, version, files, metadata);
    const filename = `${name.replace(/-/g, "_")}-${version}-py3-none-any.whl`;
    this.pypi.set(name, [...(this.pypi.get(name) ?? []), { name, version, filename, bytes, summary }]);
    return { sha256: sha256(bytes), bytes, filename };
  }

  /** The next `times` requests whose path starts with prefix answer `status`. */
  fail(prefix: string, status: number, times: number): void {
    this.failures.push({ prefix, status, times });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(path: string, response: import("node:http").ServerResponse): void {
    this.requests.push(path);
    const failure = this.failures.find((entry) => entry.times > 0 && path.startsWith(entry.prefix));
    if (failure) {
      failure.times--;
      response.writeHead(failure.status).end();
      return;
    }
    const found = this.npmAnswer(path) ?? this.pypiAnswer(path);
    if (found === null) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    response.writeHead(200, { "content-type": found.type }).end(found.body);
  }

  private npmVersionDocument(entry: NpmVersion) {
    return {
      name: entry.name,
      version: entry.version,
      dist: { tarball: `${this.url}/npm/-/${entry.file}`, integrity: sri(entry.bytes), shasum: createHash("sha1").update(entry.bytes).digest("hex") },
    };
  }

  private npmAnswer(path: string): { type: string; body: string | Uint8Array } | null {
    if (!path.startsWith("/npm/")) return null;
    const rest = decodeURIComponent(path.slice("/npm/".length));
    if (rest.startsWith("-/")) {
      const entry = [...this.npm.values()].flat().find((candidate) => candidate.file === rest.slice(2));
      return entry ? { type: "application/octet-stream", body: entry.bytes } : null;
    }
    const scoped = rest.startsWith("@");
    const parts = rest.split("/");
    const name = scoped ? parts.slice(0, 2).join("/") : parts[0]!;
    const version = parts[scoped ? 2 : 1];
    const versions = this.npm.get(name);
    if (!versions) return null;
    if (version !== undefined) {
      const entry = versions.find((candidate) => candidate.version === version);
      return entry ? { type: "application/json", body: JSON.stringify(this.npmVersionDocument(entry)) } : null;
    }
    const packument = {
      name,
      "dist-tags": { latest: versions.at(-1)!.version },
      versions: Object.fromEntries(versions.map((entry) => [entry.version, this.npmVersionDocument(entry)])),
    };
    return { type: "application/json", body: JSON.stringify(packument) };
  }

  private pypiAnswer(path: string): { type: string; body: string | Uint8Array } | null {
    const file = /^\/pypi\/files\/(.+)$/.exec(path);
    if (file) {
      const entry = [...this.pypi.values()].flat().find((candidate) => candidate.filename === decodeURIComponent(file[1]!));
      return entry ? { type: "application/octet-stream", body: entry.bytes } : null;
    }
    const api = /^\/pypi\/pypi\/([^/]+)\/([^/]+)\/json$/.exec(path);
    if (!api) return null;
    const entry = this.pypi.get(decodeURIComponent(api[1]!))?.find((candidate) => candidate.version === decodeURIComponent(api[2]!));
    if (!entry) return null;
    const body = {
      info: { name: entry.name, version: entry.version, summary: entry.summary },
      urls: [{ filename: entry.filename, url: `${this.url}/pypi/files/${entry.filename}`, packagetype: "bdist_wheel", digests: { sha256: sha256(entry.bytes) }, yanked: false }],
    };
    return { type: "application/json", body: JSON.stringify(body) };
  }
}
