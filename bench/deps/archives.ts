/**
 * A package artifact's text files as the bench reads them for its labels, unpacked here with fflate and a
 * few lines of tar, independently of Engram's own archive reader (src/dependencies/archive.ts).
 */
import { gunzipSync, unzipSync } from "fflate";

export type TextFiles = Map<string, string>;

const decoder = new TextDecoder("utf-8", { fatal: false });

/** Only what labels come from: TypeScript declarations, Python sources, changelog-like files, and the root package.json (its entry points). */
export function labelFile(path: string): boolean {
  return /\.d\.[mc]?ts$/.test(path) || /\.py$/.test(path) || /(^|\/)(changelog|changes|history|news|releases)(\.[a-z]+)?$/i.test(path) || path === "package.json";
}

/** A .tgz (npm tarball, sdist): its entries' paths with the top folder (`package/`, `name-1.0/`) removed. */
function untar(bytes: Uint8Array): TextFiles {
  const tar = gunzipSync(bytes);
  const files: TextFiles = new Map();
  let offset = 0;
  let longName: string | null = null;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) => decoder.decode(header.subarray(start, start + length)).replace(/\0.*$/s, "");
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    let name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === "L") {
      longName = decoder.decode(body).replace(/\0.*$/s, "");
      continue;
    }
    if (type !== "0" && type !== "" && type !== "\0") continue;
    name = name.replace(/^[^/]+\//, "");
    if (labelFile(name)) files.set(name, decoder.decode(body));
  }
  return files;
}

function unzip(bytes: Uint8Array): TextFiles {
  const entries = unzipSync(bytes, { filter: (file) => labelFile(file.name) });
  return new Map(Object.entries(entries).map(([name, data]) => [name, decoder.decode(data)]));
}

export function textFiles(fileName: string, bytes: Uint8Array): TextFiles {
  return /\.(whl|zip)$/i.test(fileName) ? unzip(bytes) : untar(bytes);
}
