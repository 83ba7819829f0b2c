import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSphinx } from "../../../src/knowledge/ingest/sphinx.js";
import type { ApiEntryInput, ParsedDocSet } from "../../../src/knowledge/ingest/types.js";
import { pythonDocs } from "../../helpers/debian-docs.js";
import { INVENTORY_HEADER, SPHINX_FIXTURE, sphinxSite } from "../../helpers/sphinx-site.js";

function api(parsed: ParsedDocSet, name: string): ApiEntryInput {
  const found = parsed.apis.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not among the API entries`);
  return found;
}

describe("parseSphinx on a small built site", () => {
  let site: string;
  let parsed: ParsedDocSet;
  const progress: Array<[number, number]> = [];

  beforeAll(async () => {
    site = await sphinxSite();
    parsed = await parseSphinx(site, { onProgress: (done, total) => progress.push([done, total]) });
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("reads every content page, not the generated indices, search page or _static files", () => {
    expect(parsed.documents.map((document) => document.path)).toEqual(["index.html", "library/textkit.html", "tutorial/intro.html"]);
    expect(progress.at(-1)).toEqual([4, 4]);
  });

  it("skips a page without a main body, with a warning", () => {
    expect(parsed.warnings).toEqual(["redirect.html: skipped, no main body (div[role=main], div.body or a section with an h1)"]);
  });

  it("titles a page with its h1 without the ¶, else with <title> without the project suffix", () => {
    const titles = Object.fromEntries(parsed.documents.map((document) => [document.path, document.title]));
    expect(titles).toEqual({
      "index.html": "Demo 3.11 documentation",
      "library/textkit.html": "textkit — Text wrapping helpers",
      "tutorial/intro.html": "1. An Informal Introduction",
    });
  });

  it("keeps the main body's text only: no navigation, sidebar, footer or ¶", () => {
    const page = parsed.documents.find((document) => document.path === "library/textkit.html")!;
    expect(page.text).toMatch(/^textkit — Text wrapping helpers Source code: Lib\/textkit\.py/);
    expect(page.text).toContain("Marks are never split from their letter.");
    for (const outside of ["¶", "Navigation", "Sidebar table of contents", "Copyright"]) expect(page.text).not.toContain(outside);
  });

  it("keeps the page as Markdown too: its headings, and its code blocks fenced with their language", () => {
    const page = parsed.documents.find((document) => document.path === "library/textkit.html")!;
    expect(page.markdown).toMatch(/^# `textkit` — Text wrapping helpers\n\n/);
    expect(page.markdown).toContain("\n\n## Examples\n\nWrapping a long line:\n\n```python\n>>> textkit.wrap(\"a b c\", 3)\n```\n\n### Right-to-left text\n\n");
    for (const outside of ["¶", "Navigation", "Copyright"]) expect(page.markdown).not.toContain(outside);
  });

  it("splits at h1–h4 sections, each with its id and its own text; h5 sections stay in their parent", () => {
    const page = parsed.documents.find((document) => document.path === "library/textkit.html")!;
    expect(page.sections.map(({ anchor, title }) => ({ anchor, title }))).toEqual([
      { anchor: "module-textkit", title: "textkit — Text wrapping helpers" },
      { anchor: "examples", title: "Examples" },
      { anchor: "right-to-left-text", title: "Right-to-left text" },
    ]);
    const [module, examples, rightToLeft] = page.sections;
    expect(module!.text).toMatch(/^Source code: Lib\/textkit\.py New in version 3\.2\./);
    expect(module!.text).not.toContain("Wrapping a long line");
    expect(examples!.text).toBe('Wrapping a long line: >>> textkit.wrap("a b c", 3)');
    expect(rightToLeft!.text).toBe("Scripts written from right to left are wrapped the same way. Fine print Marks are never split from their letter.");
  });

  it("gives text before the first section a lead section without anchor", () => {
    const index = parsed.documents.find((document) => document.path === "index.html")!;
    expect(index.sections).toEqual([
      { anchor: null, title: "Demo 3.11 documentation", text: "Welcome! This is the official documentation of the demo project." },
      { anchor: "contents", title: "Contents", text: "Tutorial: start here." },
    ]);
  });

  it("files a page under its first folder", () => {
    expect(parsed.documents.map((document) => document.category)).toEqual([null, "library", "tutorial"]);
  });

  it("dates a module page by the notes at its top, not by notes further down", () => {
    const page = parsed.documents.find((document) => document.path === "library/textkit.html")!;
    expect(page).toMatchObject({ versionIntroduced: "3.2", deprecatedIn: null });
    expect(parsed.documents.find((document) => document.path === "tutorial/intro.html")).toMatchObject({ versionIntroduced: null, deprecatedIn: null });
  });

  it("makes an API entry of every Python object of objects.inv, and nothing of labels, pages or terms", () => {
    expect(parsed.apis.map(({ name, kind, docPath, anchor }) => ({ name, kind, docPath, anchor }))).toEqual([
      { name: "textkit", kind: "module", docPath: "library/textkit.html", anchor: "module-textkit" },
      { name: "textkit.wrap", kind: "function", docPath: "library/textkit.html", anchor: "textkit.wrap" },
      { name: "textkit.fill_old", kind: "function", docPath: "library/textkit.html", anchor: "textkit.fill_old" },
      { name: "textkit.Wrapper", kind: "class", docPath: "library/textkit.html", anchor: "textkit.Wrapper" },
      { name: "textkit.Wrapper.run", kind: "method", docPath: "library/textkit.html", anchor: "textkit.Wrapper.run" },
    ]);
  });

  it("reads signatures and first paragraphs from the definitions", () => {
    expect(api(parsed, "textkit.wrap")).toMatchObject({
      signature: "textkit.wrap(text, width=70)",
      description: "Wrap the single paragraph in text so every line is at most width characters long.",
      stability: null,
    });
    expect(api(parsed, "textkit.Wrapper").signature).toBe("class textkit.Wrapper(**kwargs)");
    expect(api(parsed, "textkit")).toMatchObject({ signature: null, description: "The textkit module wraps and fills paragraphs of text." });
  });

  it("reads versionadded and deprecated notes of each definition, not of the definitions nested in it", () => {
    expect(api(parsed, "textkit.wrap")).toMatchObject({ versionIntroduced: "3.4", deprecatedIn: null, replacement: null });
    expect(api(parsed, "textkit.Wrapper")).toMatchObject({ versionIntroduced: null, deprecatedIn: null });
    expect(api(parsed, "textkit.Wrapper.run")).toMatchObject({ deprecatedIn: "3.8", replacement: null });
    expect(api(parsed, "textkit")).toMatchObject({ versionIntroduced: "3.2", deprecatedIn: null });
  });

  it("names the replacement a deprecation note tells to use, never the deprecated object itself", () => {
    expect(api(parsed, "textkit.fill_old")).toMatchObject({ deprecatedIn: "3.10", replacement: "textkit.wrap" });
  });

  it("reads a project's own theme (Django's: no role=main, no div.body) from the element holding the h1's section", async () => {
    const site = await mkdtemp(join(tmpdir(), "engram-sphinx-"));
    try {
      const body = `<div class="section" id="querysets"><h1>QuerySet API reference<a class="headerlink" href="#querysets">¶</a></h1>
        <p>This document describes the details of the QuerySet API.</p>
        <div class="section" id="filter"><h2>filter()</h2><p>Returns a new QuerySet containing objects that match the given lookup parameters.</p></div></div>`;
      await writeFile(
        join(site, "querysets.html"),
        `<html><head><title>QuerySet API reference | Django documentation</title></head><body>
        <div id="hd"><a href="index.html">Home</a> Django documentation navigation</div>
        <div id="yui-main"><div class="yui-b"><div class="yui-g" id="ref-models-querysets">${body}</div></div></div>
        <div class="yui-b" id="sidebar">Browse: Prev Next</div><div id="ft">Copyright Django Software Foundation</div></body></html>`,
      );
      const parsed = await parseSphinx(site);
      expect(parsed.warnings).not.toContainEqual(expect.stringContaining("querysets.html"));
      const page = parsed.documents.find((document) => document.path === "querysets.html")!;
      expect(page.title).toBe("QuerySet API reference");
      expect(page.text).toContain("Returns a new QuerySet containing objects");
      for (const outside of ["navigation", "Browse", "Copyright"]) expect(page.text).not.toContain(outside);
      expect(page.sections.map((section) => section.anchor)).toEqual(["querysets", "filter"]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("warns, and still reads the pages, when objects.inv is missing or not an inventory", async () => {
    const site = await mkdtemp(join(tmpdir(), "engram-sphinx-"));
    try {
      await cp(SPHINX_FIXTURE, site, { recursive: true });
      const withoutInventory = await parseSphinx(site);
      expect(withoutInventory.documents).toHaveLength(3);
      expect(withoutInventory.warnings).toContain("objects.inv: missing, no API entries");

      await writeFile(join(site, "objects.inv"), "# Sphinx inventory version 1\n# Project: Demo\n# Version: 1\nmodule mod\n");
      expect((await parseSphinx(site)).warnings).toContain("objects.inv: not a Sphinx inventory version 2, no API entries");

      await writeFile(join(site, "objects.inv"), `${INVENTORY_HEADER}not zlib data`);
      const corrupt = await parseSphinx(site);
      expect(corrupt.apis).toEqual([]);
      expect(corrupt.warnings).toContain("objects.inv: incorrect header check, no API entries");
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe("parseSphinx on Python 3.11's documentation (Debian's python3.11-doc)", () => {
  let parsed: ParsedDocSet;

  beforeAll(async () => {
    parsed = await parseSphinx(pythonDocs());
  });

  it("reads all ~500 pages and ~9,000 Python objects, without warnings", () => {
    expect(parsed.documents.length).toBeGreaterThan(450);
    expect(parsed.documents.length).toBeLessThan(600);
    expect(parsed.apis.length).toBeGreaterThan(8000);
    expect(parsed.apis.length).toBeLessThan(12000);
    expect(parsed.warnings).toEqual([]);
  });

  it("documents os.path.join as a function of library/os.path.html", () => {
    expect(api(parsed, "os.path.join")).toMatchObject({
      kind: "function",
      docPath: "library/os.path.html",
      anchor: "os.path.join",
      signature: "os.path.join(path, *paths)",
      description: expect.stringMatching(/^Join one or more path segments intelligently\./),
    });
    const page = parsed.documents.find((document) => document.path === "library/os.path.html")!;
    expect(page).toMatchObject({ title: "os.path — Common pathname manipulations", category: "library" });
    expect(page.sections[0]?.anchor).toBe("module-os.path");
  });

  it("points every entry at a page it parsed, and finds the definition of nearly all", () => {
    const paths = new Set(parsed.documents.map((document) => document.path));
    expect(parsed.apis.filter((entry) => !paths.has(entry.docPath))).toEqual([]);
    const unfound = parsed.apis.filter((entry) => entry.kind !== "module" && entry.signature === null);
    expect(unfound.length).toBeLessThan(parsed.apis.length / 100);
    const pythonRoles = ["module", "function", "method", "classmethod", "staticmethod", "class", "exception", "attribute", "data", "property", "decorator", "decoratormethod"];
    expect(parsed.apis.filter((entry) => !pythonRoles.includes(entry.kind))).toEqual([]);
  });

  it("leaves out generated pages and never keeps a ¶ or the sidebar", () => {
    expect(parsed.documents.filter((document) => /genindex|search\.html|modindex|^_/.test(document.path))).toEqual([]);
    expect(parsed.documents.filter((document) => document.text.includes("¶") || document.text.includes("Report a Bug"))).toEqual([]);
  });

  // Checked in library/imp.html: "Deprecated since version 3.4: Use importlib.util.MAGIC_NUMBER instead.", the
  // module's own "… deprecated in favor of importlib", and load_module's "… consider using importlib.import_module()".
  it("reads imp's deprecations and their replacements", () => {
    expect(api(parsed, "imp.get_magic")).toMatchObject({ deprecatedIn: "3.4", replacement: "importlib.util.MAGIC_NUMBER" });
    expect(api(parsed, "imp.load_module")).toMatchObject({ deprecatedIn: "3.3", replacement: "importlib.import_module" });
    expect(api(parsed, "imp")).toMatchObject({ kind: "module", deprecatedIn: "3.4", replacement: "importlib" });
    expect(parsed.documents.find((document) => document.path === "library/imp.html")).toMatchObject({ deprecatedIn: "3.4", versionIntroduced: null });
  });

  it("names no replacement where the note names none (asyncio's 3.10 deprecation warnings)", () => {
    expect(api(parsed, "asyncio.gather")).toMatchObject({ deprecatedIn: "3.10", replacement: null });
    expect(api(parsed, "distutils.sysconfig")).toMatchObject({ deprecatedIn: "3.10", replacement: "sysconfig" });
  });

  it("reads when objects and modules were added", () => {
    expect(api(parsed, "math.isqrt").versionIntroduced).toBe("3.8");
    expect(api(parsed, "asyncio.TaskGroup").versionIntroduced).toBe("3.11");
    expect(api(parsed, "argparse")).toMatchObject({ kind: "module", anchor: "module-argparse", versionIntroduced: "3.2" });
    expect(parsed.documents.find((document) => document.path === "library/argparse.html")?.versionIntroduced).toBe("3.2");
  });
});
