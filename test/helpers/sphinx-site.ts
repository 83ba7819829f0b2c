import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";

export const SPHINX_FIXTURE = join(import.meta.dirname, "..", "fixtures", "knowledge", "sphinx");

export const INVENTORY_HEADER = "# Sphinx inventory version 2\n# Project: Demo\n# Version: 3.11\n# The remainder of this file is compressed using zlib.\n";

/** An `objects.inv` as Sphinx writes it: four plain header lines, then the entries compressed with zlib. */
export function inventory(lines: string[]): Buffer {
  return Buffer.concat([Buffer.from(INVENTORY_HEADER), deflateSync(`${lines.join("\n")}\n`)]);
}

export const FIXTURE_INVENTORY = [
  "textkit py:module 0 library/textkit.html#module-$ -",
  "textkit.wrap py:function 1 library/textkit.html#$ -",
  "textkit.fill_old py:function 1 library/textkit.html#$ -",
  "textkit.Wrapper py:class 1 library/textkit.html#$ -",
  "textkit.Wrapper.run py:method 1 library/textkit.html#$ Wrapper.run",
  "tut-informal std:label -1 tutorial/intro.html#$ An Informal Introduction",
  "tutorial/intro std:doc -1 tutorial/intro.html An Informal Introduction",
  "textkit.wrap std:term -1 glossary.html#term-textkit.wrap -",
];

/** The fixture site copied to a temporary folder, with its objects.inv built (no binary is committed). */
export async function sphinxSite(): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), "engram-sphinx-"));
  await cp(SPHINX_FIXTURE, site, { recursive: true });
  await writeFile(join(site, "objects.inv"), inventory(FIXTURE_INVENTORY));
  return site;
}
