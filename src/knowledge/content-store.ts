import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Full text of every ingested document, gzipped, one file per document id under ENGRAM_HOME. Neo4j
 * keeps metadata, a summary and a snippet; the text is read back only when a client asks for it.
 * Folders are 0700 and files 0600: documentation may be private to the team.
 */
export class ContentStore {
  constructor(private readonly root: string) {}

  private fileOf(documentId: string): { folder: string; file: string } {
    const digest = createHash("sha256").update(documentId).digest("hex");
    const folder = join(this.root, digest.slice(0, 2));
    return { folder, file: join(folder, `${digest}.txt.gz`) };
  }

  async put(documentId: string, text: string): Promise<void> {
    const { folder, file } = this.fileOf(documentId);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, await gzipAsync(text), { mode: 0o600 });
    await rename(temporary, file);
  }

  /** The stored text, or null when the document has none. */
  async get(documentId: string): Promise<string | null> {
    try {
      return (await gunzipAsync(await readFile(this.fileOf(documentId).file))).toString("utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(documentId: string): Promise<void> {
    await rm(this.fileOf(documentId).file, { force: true });
  }
}
