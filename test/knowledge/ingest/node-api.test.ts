import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseNodeApi } from "../../../src/knowledge/ingest/node-api.js";
import type { ApiEntryInput, ParsedDocSet } from "../../../src/knowledge/ingest/types.js";
import { nodeApiDocs } from "../../helpers/debian-docs.js";

const FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "knowledge", "node-api");

function api(parsed: ParsedDocSet, name: string): ApiEntryInput {
  const found = parsed.apis.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not among the API entries`);
  return found;
}

describe("parseNodeApi on small JSON docs", () => {
  let folder: string;
  let parsed: ParsedDocSet;
  const progress: Array<[number, number]> = [];

  beforeAll(async () => {
    // Debian ships the docs gzipped: events.json goes in as events.json.gz.
    folder = await mkdtemp(join(tmpdir(), "engram-node-api-"));
    await cp(FIXTURE, folder, { recursive: true });
    await writeFile(join(folder, "events.json.gz"), gzipSync(await readFile(join(folder, "events.json"))));
    await rm(join(folder, "events.json"));
    parsed = await parseNodeApi(folder, { onProgress: (done, total) => progress.push([done, total]) });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("makes a document per module file, .json or .json.gz, leaving out all.json", () => {
    expect(parsed.documents.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: "events", title: "Events" },
      { path: "fs", title: "File system" },
      { path: "util", title: "Util" },
    ]);
    expect(progress.at(-1)).toEqual([4, 4]);
  });

  it("skips a file that is not JSON, with a warning", () => {
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toMatch(/^broken\.json: skipped, /);
  });

  it("keeps the module as Markdown too: a heading per section at its depth, code blocks fenced with their language", () => {
    const fs = parsed.documents.find((document) => document.path === "fs")!;
    expect(fs.markdown).toMatch(/^# File system\n\n/);
    expect(fs.markdown).toContain("\n\n## Promises API\n\n");
    expect(fs.markdown).toContain("\n\n### Class: FileHandle\n\n");
    expect(fs.markdown).toContain("\n\n#### filehandle.close()\n\n");
    expect(fs.markdown).toMatch(/```mjs\nimport \* as fs from 'node:fs';\n```/);
    expect(fs.markdown).not.toMatch(/<|&#39;/);
  });

  it("makes a section per heading, anchored with the ids of the nodejs.org pages", () => {
    const fs = parsed.documents.find((document) => document.path === "fs")!;
    expect(fs.sections.map((section) => section.anchor)).toEqual([
      "file-system",
      "promises-api",
      "class-filehandle",
      "filehandleclose",
      "filehandlefd",
      "event-close",
      "callback-api",
      "fsexistspath-callback",
      "fsreadfilepath-options-callback",
      "fsstatpath-options-callback",
      "common-objects",
      "class-fsreadstream",
      "event-close_1",
    ]);
    expect(fs.sections[8]).toEqual({
      anchor: "fsreadfilepath-options-callback",
      title: "fs.readFile(path[, options], callback)",
      text: "path {string|Buffer|URL|integer} filename or file descriptor Asynchronously reads the entire contents of a file. import { readFile } from 'node:fs';",
    });
  });

  it("keeps the plain text of every description, HTML and entities gone", () => {
    const fs = parsed.documents.find((document) => document.path === "fs")!;
    expect(fs.text).toMatch(/^File system Stability: 2 - Stable The node:fs module enables interacting with the file system/);
    expect(fs.text).toContain("import * as fs from 'node:fs';");
    expect(fs.text).not.toMatch(/<|&#39;|`/);
    expect(fs).toMatchObject({ versionIntroduced: "0.10.0", deprecatedIn: null, category: null, tags: [] });
  });

  it("makes API entries of the module, its classes, methods, properties and events, not of plain headings", () => {
    expect(parsed.apis.filter((entry) => entry.docPath === "fs").map(({ name, kind }) => `${kind} ${name}`)).toEqual([
      "module fs",
      "class FileHandle",
      "method filehandle.close",
      "property filehandle.fd",
      "event FileHandle: 'close'",
      "method fs.exists",
      "method fs.readFile",
      "method fs.stat",
      "class fs.ReadStream",
      "event fs.ReadStream: 'close'",
    ]);
  });

  it("reads a method's signature, first paragraph, anchor and the version it was added in", () => {
    expect(api(parsed, "fs.readFile")).toEqual({
      name: "fs.readFile",
      kind: "method",
      signature: "fs.readFile(path[, options], callback)",
      description: "Asynchronously reads the entire contents of a file.",
      docPath: "fs",
      anchor: "fsreadfilepath-options-callback",
      versionIntroduced: "0.1.29",
      deprecatedIn: null,
      replacement: null,
      stability: null,
    });
    expect(api(parsed, "filehandle.fd").description).toBe("{number} The numeric file descriptor managed by the {FileHandle} object.");
  });

  it("reads deprecations: version, stability note and the replacement it names", () => {
    expect(api(parsed, "fs.exists")).toMatchObject({
      deprecatedIn: "1.0.0",
      stability: "0 - Deprecated: Use fs.stat() or fs.access() instead.",
      replacement: "fs.stat",
      description: "Test whether or not the given path exists by checking with the file system.",
    });
    expect(api(parsed, "events.listenerCount")).toMatchObject({ deprecatedIn: "3.2.0", replacement: "emitter.listenerCount" });
    expect(api(parsed, "fs")).toMatchObject({ kind: "module", stability: "2 - Stable", versionIntroduced: "0.10.0", replacement: null });
  });

  it("reads the stability fields of newer doc tools", () => {
    expect(api(parsed, "util.isArray")).toMatchObject({
      deprecatedIn: "4.0.0",
      stability: "0 - Deprecated: Use Array.isArray() instead.",
      replacement: "Array.isArray",
    });
    expect(api(parsed, "util")).toMatchObject({ stability: "2 - Stable" });
    expect(api(parsed, "util.types")).toMatchObject({ kind: "property", anchor: "utiltypes" });
  });

  it("names events after the class they belong to", () => {
    expect(api(parsed, "EventEmitter: 'newListener'")).toMatchObject({ kind: "event", signature: "Event: 'newListener'", anchor: "event-newlistener", versionIntroduced: "0.1.26" });
  });
});

/** The ids nodejs.org gives headings (`<a class="mark" id=…>`), per page. */
async function headingIds(folder: string): Promise<Map<string, Set<string>>> {
  const pages = (await readdir(folder)).filter((file) => file.endsWith(".html"));
  const ids = new Map<string, Set<string>>();
  for (const page of pages) {
    const html = await readFile(join(folder, page), "utf8");
    ids.set(page.replace(/\.html$/, ""), new Set([...html.matchAll(/<a class="mark" href="#[^"]*" id="([^"]*)"/g)].map((match) => match[1]!)));
  }
  return ids;
}

describe("parseNodeApi on Node.js 18's documentation (Debian's nodejs-doc)", () => {
  let parsed: ParsedDocSet;

  beforeAll(async () => {
    parsed = await parseNodeApi(nodeApiDocs());
  });

  it("reads every module file and ~3,000 API entries, without warnings", () => {
    expect(parsed.documents.length).toBeGreaterThan(50);
    expect(parsed.documents.length).toBeLessThan(80);
    expect(parsed.documents.map((document) => document.path)).not.toContain("all");
    expect(parsed.apis.length).toBeGreaterThan(2500);
    expect(parsed.apis.length).toBeLessThan(4500);
    expect(parsed.warnings).toEqual([]);
  });

  it("anchors every section with an id its nodejs.org page has", async () => {
    const ids = await headingIds(nodeApiDocs());
    const sections = parsed.documents.flatMap((document) => document.sections.map((section) => ({ page: document.path, anchor: section.anchor })));
    expect(sections.length).toBeGreaterThan(3000);
    expect(sections.filter(({ page, anchor }) => !ids.get(page)?.has(anchor ?? ""))).toEqual([]);
  });

  // From fs.json: `fs.readFile` has meta.added ["v0.1.29"]; `fs.exists` has meta.deprecated ["v1.0.0"] and
  // "Stability: 0 - Deprecated: Use fs.stat() or fs.access() instead.".
  it("knows fs.readFile and fs.exists", () => {
    expect(api(parsed, "fs.readFile")).toMatchObject({ kind: "method", docPath: "fs", anchor: "fsreadfilepath-options-callback", versionIntroduced: "0.1.29" });
    expect(api(parsed, "fs.exists")).toMatchObject({
      deprecatedIn: "1.0.0",
      replacement: "fs.stat",
      stability: "0 - Deprecated: Use fs.stat() or fs.access() instead.",
    });
  });

  it("knows deprecated methods of other modules and what replaces them", () => {
    expect(api(parsed, "crypto.createCipher")).toMatchObject({ deprecatedIn: "10.0.0", replacement: "crypto.createCipheriv" });
    expect(api(parsed, "events.listenerCount")).toMatchObject({ deprecatedIn: "3.2.0", replacement: "emitter.listenerCount" });
  });

  it("names modules after their file, and events after their class", () => {
    expect(api(parsed, "http2")).toMatchObject({ kind: "module", signature: "HTTP/2", anchor: "http2" });
    expect(api(parsed, "net.Socket: 'close'")).toMatchObject({ kind: "event", docPath: "net" });
    expect(api(parsed, "Buffer.from")).toMatchObject({ kind: "classMethod", docPath: "buffer" });
    expect(api(parsed, "ERR_INVALID_ARG_TYPE")).toMatchObject({ kind: "misc", docPath: "errors" });
  });
});
