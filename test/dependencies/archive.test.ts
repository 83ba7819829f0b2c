import { gzipSync } from "node:zlib";
import { strToU8, zipSync, type Zippable } from "fflate";
import tar from "tar-stream";
import { describe, expect, it } from "vitest";
import { ArchiveRefusedError, DEFAULT_ARCHIVE_LIMITS, readArchive } from "../../src/dependencies/archive.js";

type TarEntry = Partial<tar.Header> & { name: string; body?: string | Buffer };

/** A gzipped tar of these entries, built with tar-stream as npm and sdist tools would. */
async function targz(entries: TarEntry[]): Promise<Uint8Array> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const { body, ...header } of entries) {
    await new Promise<void>((resolve, reject) => {
      pack.entry(header, body ?? "", (error) => (error ? reject(error) : resolve()));
    });
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

const file = (name: string, body = `contents of ${name}`): TarEntry => ({ name, body, type: "file" });
const everything = () => true;
const text = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString("utf8") : undefined);

async function refusal(promise: Promise<unknown>): Promise<ArchiveRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveRefusedError);
  return error as ArchiveRefusedError;
}

describe("readArchive: npm tarballs and sdists", () => {
  it("strips npm's package/ folder and keeps only the wanted files", async () => {
    const bytes = await targz([
      { name: "package", type: "directory" },
      file("package/package.json", '{"name":"x"}'),
      file("package/index.d.ts", "export declare const x: number;"),
      file("package/lib/index.js", "module.exports = 1"),
      file("package/docs/guide.md", "# Guide"),
    ]);
    const files = await readArchive(bytes, "tgz", (path) => path.endsWith(".d.ts") || path.endsWith(".md") || path === "package.json");
    expect([...files.keys()].sort()).toEqual(["docs/guide.md", "index.d.ts", "package.json"]);
    expect(text(files.get("index.d.ts"))).toBe("export declare const x: number;");
    expect(files.skipped).toEqual([]);
  });

  it("strips an sdist's top folder, whatever its name", async () => {
    const bytes = await targz([file("demo_pkg-1.2.0/PKG-INFO", "Metadata-Version: 2.1"), file("demo_pkg-1.2.0/src/demo_pkg/__init__.py", "x = 1")]);
    const files = await readArchive(bytes, "tar.gz", everything);
    expect([...files.keys()].sort()).toEqual(["PKG-INFO", "src/demo_pkg/__init__.py"]);
  });

  it("refuses a path climbing out with .. segments, naming the entry and the rule", async () => {
    const bytes = await targz([file("package/index.js"), file("package/../../etc/passwd", "root:x:0:0")]);
    const error = await refusal(readArchive(bytes, "tgz", everything));
    expect(error.message).toContain("package/../../etc/passwd");
    expect(error.message).toContain("..");
  });

  it("refuses an absolute path", async () => {
    const error = await refusal(readArchive(await targz([file("/etc/passwd")]), "tgz", everything));
    expect(error.message).toMatch(/"\/etc\/passwd".*absolute/);
  });

  it("refuses a backslash in a name", async () => {
    const error = await refusal(readArchive(await targz([file("package\\..\\evil.js")]), "tgz", everything));
    expect(error.message).toContain("backslash");
  });

  it.each([
    ["symlink", { name: "package/link", type: "symlink", linkname: "/etc/passwd" }, "symbolic link"],
    ["hard link", { name: "package/hard", type: "link", linkname: "package/index.js" }, "hard link"],
    ["character device", { name: "package/tty", type: "character-device", devmajor: 5, devminor: 0 }, "character device"],
    ["block device", { name: "package/sda", type: "block-device", devmajor: 8, devminor: 0 }, "block device"],
    ["FIFO", { name: "package/pipe", type: "fifo" }, "FIFO"],
  ] as const)("refuses a %s, even one nobody wants", async (_kind, header, rule) => {
    const bytes = await targz([file("package/index.js"), header as TarEntry]);
    const error = await refusal(readArchive(bytes, "tgz", (path) => path === "index.js"));
    expect(error.message).toContain(header.name);
    expect(error.message).toContain(rule);
  });

  it("refuses more entries than the limit allows, and accepts as many as it allows", async () => {
    const entries = Array.from({ length: 11 }, (_, i) => file(`package/f${i}.txt`));
    const bytes = await targz(entries);
    expect((await readArchive(bytes, "tgz", everything, { maxEntries: 11 })).size).toBe(11);
    const error = await refusal(readArchive(bytes, "tgz", everything, { maxEntries: 10 }));
    expect(error.message).toContain("more than 10 entries");
  });

  it("refuses a path deeper than the limit", async () => {
    const deep = `package/${Array.from({ length: 40 }, (_, i) => `d${i}`).join("/")}/f.txt`;
    const error = await refusal(readArchive(await targz([file(deep)]), "tgz", everything));
    expect(error.message).toContain(`deeper than ${DEFAULT_ARCHIVE_LIMITS.maxDepth}`);
  });

  it("skips a wanted file larger than one file's limit, noting it, and keeps the rest", async () => {
    const bytes = await targz([file("package/big.d.ts", "x".repeat(2048)), file("package/small.d.ts", "ok")]);
    const files = await readArchive(bytes, "tgz", everything, { maxFileBytes: 1024 });
    expect([...files.keys()]).toEqual(["small.d.ts"]);
    expect(files.skipped).toEqual(["big.d.ts"]);
  });

  it("counts unwanted entries towards the total uncompressed limit", async () => {
    const entries = Array.from({ length: 8 }, (_, i) => file(`package/blob${i}.bin`, "z".repeat(64 * 1024)));
    const bytes = await targz([file("package/index.d.ts", "ok"), ...entries]);
    const wanted = (path: string) => path === "index.d.ts";
    expect((await readArchive(bytes, "tgz", wanted, { maxTotalBytes: 1024 * 1024 })).size).toBe(1);
    const error = await refusal(readArchive(bytes, "tgz", wanted, { maxTotalBytes: 256 * 1024 }));
    expect(error.message).toContain("more than 262144 bytes");
  });

  it("stops a gzip bomb (300 MiB of zeros in a few hundred KiB) at the default total limit", async () => {
    // A valid multi-member gzip: a tar header for one 300 MiB file, then 300 members of 1 MiB of zeros each.
    const size = 300 * 1024 * 1024;
    const pack = tar.pack();
    const header = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of pack) {
        chunks.push(chunk as Buffer);
        if (Buffer.concat(chunks).byteLength >= 512) break;
      }
      return Buffer.concat(chunks).subarray(0, 512);
    })();
    pack.entry({ name: "package/zeros.bin", size, type: "file" });
    const zeros = gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = Buffer.concat([gzipSync(await header), ...Array.from({ length: 300 }, () => zeros)]);
    expect(bomb.byteLength).toBeLessThan(DEFAULT_ARCHIVE_LIMITS.maxCompressedBytes);
    const started = Date.now();
    const error = await refusal(readArchive(bomb, "tgz", everything));
    expect(error.message).toContain(`more than ${DEFAULT_ARCHIVE_LIMITS.maxTotalBytes} bytes`);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("refuses an archive over the compressed size limit before reading it", async () => {
    const bytes = await targz([file("package/a.txt", "a".repeat(5000))]);
    const error = await refusal(readArchive(bytes, "tgz", everything, { maxCompressedBytes: 100 }));
    expect(error.message).toContain("over the 100-byte limit");
  });

  it("refuses bytes that are not a gzipped tar", async () => {
    await refusal(readArchive(new TextEncoder().encode("<html>not found</html>"), "tgz", everything));
  });
});

// ---- zip (wheels) ----

function wheel(files: Zippable): Uint8Array {
  return zipSync(files);
}

/** Offsets of the central directory records of a zip, in order. */
function centralRecords(zip: Uint8Array): number[] {
  const view = Buffer.from(zip);
  const eocd = view.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = view.readUInt32LE(eocd + 16);
  const offsets: number[] = [];
  for (let i = 0; i < view.readUInt16LE(eocd + 10); i++) {
    offsets.push(at);
    at += 46 + view.readUInt16LE(at + 28) + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
  return offsets;
}

describe("readArchive: wheels", () => {
  const content = {
    "demo_pkg/__init__.py": strToU8("def hello() -> str: ...\n"),
    "demo_pkg/py.typed": strToU8(""),
    "demo_pkg/data/blob.bin": new Uint8Array(10_000),
    "demo_pkg-1.0.0.dist-info/METADATA": strToU8("Name: demo-pkg\nVersion: 1.0.0\n"),
  };

  it("keeps paths as they are and only the wanted files", async () => {
    const files = await readArchive(wheel(content), "zip", (path) => path.endsWith(".py") || path.endsWith("METADATA"));
    expect([...files.keys()].sort()).toEqual(["demo_pkg-1.0.0.dist-info/METADATA", "demo_pkg/__init__.py"]);
    expect(text(files.get("demo_pkg/__init__.py"))).toBe("def hello() -> str: ...\n");
  });

  it("refuses an entry named with ../", async () => {
    const error = await refusal(readArchive(wheel({ ...content, "../../evil.py": strToU8("import os") }), "zip", (path) => path.endsWith("METADATA")));
    expect(error.message).toContain("../../evil.py");
  });

  it("refuses an absolute entry name and a NUL in a name", async () => {
    expect((await refusal(readArchive(wheel({ "/tmp/x.py": strToU8("1") }), "zip", everything))).message).toContain("absolute");
    expect((await refusal(readArchive(wheel({ "a\0b.py": strToU8("1") }), "zip", everything))).message).toContain("NUL");
  });

  it("refuses a symbolic link recorded in Unix attributes", async () => {
    const zip = wheel({ ...content, "demo_pkg/link.py": [strToU8("/etc/passwd"), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
    const error = await refusal(readArchive(zip, "zip", everything));
    expect(error.message).toMatch(/demo_pkg\/link\.py.*symbolic link/);
  });

  it("refuses an entry that inflates past its declared size", async () => {
    const zip = wheel({ "demo_pkg/__init__.py": strToU8("x = 1\n".repeat(1000)) });
    const record = centralRecords(zip)[0]!;
    Buffer.from(zip.buffer, zip.byteOffset).writeUInt32LE(100, record + 24); // declared uncompressed size: 100 bytes
    const error = await refusal(readArchive(zip, "zip", everything));
    expect(error.message).toContain("past its declared size of 100 bytes");
  });

  it("refuses an entry whose CRC does not match", async () => {
    const zip = wheel({ "demo_pkg/__init__.py": strToU8("x = 1\n") });
    const record = centralRecords(zip)[0]!;
    const view = Buffer.from(zip.buffer, zip.byteOffset);
    view.writeUInt32LE((view.readUInt32LE(record + 16) ^ 1) >>> 0, record + 16);
    expect((await refusal(readArchive(zip, "zip", everything))).message).toContain("CRC-32");
  });

  it("counts declared sizes of unwanted entries towards the total limit", async () => {
    const zip = wheel(content);
    const wanted = (path: string) => path.endsWith(".py");
    expect((await readArchive(zip, "zip", wanted, { maxTotalBytes: 20_000 })).size).toBe(1);
    expect((await refusal(readArchive(zip, "zip", wanted, { maxTotalBytes: 5_000 }))).message).toContain("demo_pkg/data/blob.bin");
  });

  it("refuses more entries than the limit and skips an oversize wanted file", async () => {
    expect((await refusal(readArchive(wheel(content), "zip", everything, { maxEntries: 3 }))).message).toContain("more than 3 entries");
    const files = await readArchive(wheel(content), "zip", everything, { maxFileBytes: 5_000 });
    expect(files.skipped).toEqual(["demo_pkg/data/blob.bin"]);
    expect(files.has("demo_pkg/__init__.py")).toBe(true);
  });
});
