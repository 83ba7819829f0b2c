import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocBook, parseDocBookPage, withoutLabel } from "../../../src/knowledge/ingest/docbook.js";
import { readFetchedPage } from "../../../src/knowledge/ingest/page.js";
import type { DocumentInput, ParsedDocSet } from "../../../src/knowledge/ingest/types.js";
import { postgresDocs } from "../../helpers/debian-docs.js";

const HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="no"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>4.2. Value Expressions</title><meta name="generator" content="DocBook XSL Stylesheets Vsnapshot" /></head>`;
const NAV = `<div class="navheader"><table><tr><th>4.2. Value Expressions</th></tr><tr><td><a href="prev.html">Prev</a></td><td><a href="up.html">Up</a></td></tr></table><hr /></div>`;
const FOOT = `<div class="navfooter"><hr /><table><tr><td><a href="index.html">Home</a></td></tr></table></div>`;
const PAGE = `${HEAD}<body id="docContent">${NAV}<div class="sect1" id="SQL-EXPRESSIONS"><div class="titlepage"><div><div><h2 class="title" style="clear: both">4.2. Value Expressions</h2></div></div></div>
<div class="toc"><dl class="toc"><dt><span class="sect2"><a href="#SQL-EXPRESSIONS-COLUMN-REFS">4.2.1. Column References</a></span></dt></dl></div>
<a id="id-1.5.3.6.2" class="indexterm"></a><p>Value expressions are used in a variety of contexts.</p>
<div class="sect2" id="SQL-EXPRESSIONS-COLUMN-REFS"><div class="titlepage"><div><div><h3 class="title">4.2.1. Column References</h3></div></div></div><p>A column can be referenced in the form <code class="replaceable">correlation.columnname</code>.</p>
<div class="sect3" id="DEEP"><div class="titlepage"><div><div><h4 class="title">4.2.1.1. Qualified Names</h4></div></div></div><p>Qualify with the table name.</p>
<div class="sect4" id="DEEPER"><div class="titlepage"><div><div><h5 class="title">4.2.1.1.1. Very Deep</h5></div></div></div><p>Stays in its parent.</p></div></div></div>
<div class="table" id="TAB"><p class="title"><strong>Table 4.1. Operators</strong></p><table><tr><td>+</td></tr></table></div>
<pre class="programlisting">SELECT 1 + 1;</pre></div>${FOOT}</body></html>`;
const REFENTRY = `${HEAD.replace("4.2. Value Expressions", "SELECT")}<body>${NAV}<div class="refentry" id="SQL-SELECT"><div class="titlepage"></div><div class="refnamediv"><h2><span class="refentrytitle">SELECT</span></h2><p>SELECT — retrieve rows from a table or view</p></div>
<div class="refsynopsisdiv"><h2>Synopsis</h2><pre class="synopsis">SELECT expression</pre></div>
<div class="refsect1" id="id-1.9.3.172.7"><h2>Description</h2><p>SELECT retrieves rows from zero or more tables.</p></div></div>${FOOT}</body></html>`;

const FUNCTIONS = `${HEAD.replace("4.2. Value Expressions", "9.3. Mathematical Functions and Operators")}<body>${NAV}<div class="sect1" id="FUNCTIONS-MATH"><div class="titlepage"><div><div><h2 class="title">9.3. Mathematical Functions and Operators</h2></div></div></div>
<div class="table" id="FUNCTIONS-MATH-FUNC-TABLE"><p class="title"><strong>Table 9.5. Mathematical Functions</strong></p><div class="table-contents"><table class="table"><thead><tr><th class="func_table_entry"><p class="func_signature">Function</p><p>Description</p><p>Example(s)</p></th></tr></thead><tbody>
<tr><td class="func_table_entry"><p class="func_signature">
 <a id="id-1.5.8.9.6.2.2.2.1.1.1" class="indexterm"></a>
 <code class="function">abs</code> ( <code class="type">numeric_type</code> )
 → <code class="returnvalue">numeric_type</code></p>
 <p>Absolute value</p>
 <p><code class="literal">abs(-17.4)</code> → <code class="returnvalue">17.4</code></p></td></tr>
<tr><td class="func_table_entry"><p class="func_signature"><code class="type">numeric_type</code> <code class="literal">+</code> <code class="type">numeric_type</code></p><p>Addition</p></td></tr>
<tr><td class="func_table_entry"><p class="func_signature"><code class="function">pi</code> ( ) → <code class="returnvalue">double precision</code></p><p>Approximate value of π</p></td></tr>
</tbody></table></div></div></div>${FOOT}</body></html>`;

function page(parsed: ParsedDocSet, path: string): DocumentInput {
  const found = parsed.documents.find((document) => document.path === path);
  if (!found) throw new Error(`${path} was not read`);
  return found;
}

describe("parseDocBook on a small chunked DocBook site", () => {
  let site: string;
  let parsed: ParsedDocSet;

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), "engram-docbook-"));
    await writeFile(join(site, "sql-expressions.html"), PAGE);
    await writeFile(join(site, "sql-select.html"), REFENTRY);
    await writeFile(join(site, "functions-math.html"), FUNCTIONS);
    await writeFile(join(site, "bookindex.html"), PAGE.replace("Value expressions are used", "The index"));
    await writeFile(join(site, "other.html"), "<html><head><title>Not DocBook</title></head><body><p>hi</p></body></html>");
    parsed = await parseDocBook(site);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("reads every page but the book's index, and skips a page no DocBook generator built, with a warning", () => {
    expect(parsed.documents.map((document) => document.path)).toEqual(["functions-math.html", "sql-expressions.html", "sql-select.html"]);
    expect(parsed.warnings).toEqual(["other.html: skipped, not a DocBook page (no DocBook generator or no body)"]);
  });

  it("makes each named function of a function table an API entry linking to its row; operators and the header row are not entries", () => {
    const none = { versionIntroduced: null, deprecatedIn: null, replacement: null, stability: null };
    expect(parsed.apis).toEqual([
      {
        name: "abs",
        kind: "function",
        signature: "abs ( numeric_type ) → numeric_type",
        description: "Absolute value abs(-17.4) → 17.4",
        docPath: "functions-math.html",
        anchor: "id-1.5.8.9.6.2.2.2.1.1.1",
        ...none,
      },
      { name: "pi", kind: "function", signature: "pi ( ) → double precision", description: "Approximate value of π", docPath: "functions-math.html", anchor: null, ...none },
    ]);
  });

  it("titles pages and sections without DocBook's numbers", () => {
    expect(page(parsed, "sql-expressions.html").title).toBe("Value Expressions");
    expect(page(parsed, "sql-select.html").title).toBe("SELECT");
    expect(["4.2.1. Column References", "Chapter 4. SQL Syntax", "Appendix F. Additional Supplied Modules", "F.1. adminpack", "Part II. The SQL Language", "SELECT", "I/O"].map(withoutLabel)).toEqual([
      "Column References", "SQL Syntax", "Additional Supplied Modules", "adminpack", "The SQL Language", "SELECT", "I/O",
    ]);
  });

  it("splits at sect1–sect3 (h2–h4 in their title page) and reference sections, each with its own text; an h5 section stays in its parent", () => {
    expect(page(parsed, "sql-expressions.html").sections).toEqual([
      { anchor: "SQL-EXPRESSIONS", title: "Value Expressions", text: "Value expressions are used in a variety of contexts. Table 4.1. Operators + SELECT 1 + 1;" },
      { anchor: "SQL-EXPRESSIONS-COLUMN-REFS", title: "Column References", text: "A column can be referenced in the form correlation.columnname." },
      { anchor: "DEEP", title: "Qualified Names", text: "Qualify with the table name. 4.2.1.1.1. Very Deep Stays in its parent." },
    ]);
    expect(page(parsed, "sql-select.html").sections).toEqual([
      { anchor: "SQL-SELECT", title: "SELECT", text: "SELECT — retrieve rows from a table or view Synopsis SELECT expression" },
      { anchor: "id-1.9.3.172.7", title: "Description", text: "SELECT retrieves rows from zero or more tables." },
    ]);
  });

  it("leaves out the navigation and the table of contents, and keeps the page as Markdown", () => {
    const { text, markdown } = page(parsed, "sql-expressions.html");
    for (const outside of ["Prev", "Up", "Home", "4.2.1. Column References 4.2.1.1"]) expect(text).not.toContain(outside);
    expect(text).toMatch(/^4\.2\. Value Expressions Value expressions are used/);
    expect(markdown).toMatch(/^## 4\.2\. Value Expressions\n\nValue expressions are used in a variety of contexts\.\n\n### 4\.2\.1\. Column References\n\n/);
    expect(markdown).toContain("```\nSELECT 1 + 1;\n```");
    expect(markdown).not.toContain("Prev");
  });

  it("reads a page fetched again the same way (maintenance's refresh), and refuses one that is not DocBook", () => {
    const known = { path: "sql-select.html", title: "x", tags: [], category: null, versionIntroduced: null, deprecatedIn: null };
    expect(readFetchedPage("docbook", known, { body: REFENTRY, contentType: "text/html" })).toEqual(parseDocBookPage("sql-select.html", REFENTRY)!.document);
    expect(() => readFetchedPage("docbook", known, { body: "<html><body>moved</body></html>", contentType: "text/html" })).toThrow(/not DocBook/);
  });
});

describe("parseDocBook on PostgreSQL 15's documentation (Debian's postgresql-doc-15)", () => {
  let parsed: ParsedDocSet;

  beforeAll(async () => {
    parsed = await parseDocBook(postgresDocs());
  });

  it("reads all ~1,170 pages without warnings, split into ~3,900 sections", () => {
    expect(parsed.documents.length).toBeGreaterThan(1100);
    expect(parsed.documents.length).toBeLessThan(1300);
    expect(parsed.warnings).toEqual([]);
    const sections = parsed.documents.reduce((sum, document) => sum + document.sections.length, 0);
    expect(sections).toBeGreaterThan(3000);
    expect(parsed.documents.filter((document) => document.sections.length === 0)).toEqual([]);
  });

  it("makes the functions of its function tables API entries, each with its signature and its row's anchor", () => {
    const names = new Set(parsed.apis.map((api) => api.name));
    expect(names.size).toBeGreaterThan(600);
    for (const name of ["atan2", "strpos", "pg_promote", "jsonb_set", "string_agg", "now"]) expect(names).toContain(name);
    expect(parsed.apis.find((api) => api.name === "pg_promote")).toMatchObject({
      docPath: "functions-admin.html",
      signature: "pg_promote ( wait boolean DEFAULT true, wait_seconds integer DEFAULT 60 ) → boolean",
      description: expect.stringMatching(/^Promotes a standby server to primary status\./),
      anchor: expect.stringMatching(/^id-/),
    });
  });

  it("reads the advisory locks section of explicit-locking.html", () => {
    const locking = page(parsed, "explicit-locking.html");
    expect(locking.title).toBe("Explicit Locking");
    expect(locking.sections.find((section) => section.anchor === "ADVISORY-LOCKS")).toMatchObject({
      title: "Advisory Locks",
      text: expect.stringMatching(/^PostgreSQL provides a means for creating locks that have application-defined meanings\./),
    });
  });

  it("never keeps the navigation or a page's table of contents", () => {
    expect(parsed.documents.filter((document) => /^(Prev|Up|Home)\b/.test(document.text) || document.text.includes("Prev Up"))).toEqual([]);
    expect(page(parsed, "sql-syntax.html").text).not.toContain("4.2.1. Column References");
  });
});
