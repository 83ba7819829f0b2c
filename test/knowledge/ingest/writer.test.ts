import { describe, expect, it } from "vitest";
import type { DocumentInput } from "../../../src/knowledge/ingest/types.js";
import { documentRecord } from "../../../src/knowledge/ingest/writer.js";

const placement = { source: "node_docs", version: "18.20.4", language: "javascript", pageUrl: null, fetchMethod: "node-api", stale: false };
const page: DocumentInput = {
  path: "fs",
  title: "File system",
  text: "File system import * as fs from 'node:fs';",
  markdown: "# File system\n\n```mjs\nimport * as fs from 'node:fs';\n```",
  sections: [{ anchor: "file-system", title: "File system", text: "import * as fs from 'node:fs';" }],
  tags: [],
  category: null,
  versionIntroduced: null,
  deprecatedIn: null,
};

describe("a page as the graph keeps it", () => {
  it("stores its Markdown whole, and cuts its summary from the plain text", () => {
    const record = documentRecord("node_docs:18.20.4:fs", placement, page);
    expect(record.markdown).toBe(page.markdown);
    expect(record.row.properties.summary).toBe(page.text);
  });

  it("keeps its whole plain text, which search scores the page on, however long past its snippet", () => {
    const text = `${page.text} ${"ext4 journalling ".repeat(500)}fsync`;
    const properties = documentRecord("node_docs:18.20.4:fs", placement, { ...page, text }).row.properties;
    expect(properties.pageText).toBe(text);
    expect(properties.contentSnippet.length).toBeLessThan(text.length);
  });

  it("hashes the Markdown too, so that a re-ingest rewrites a page whose Markdown changed with its text the same", () => {
    const flattened = documentRecord("node_docs:18.20.4:fs", placement, { ...page, markdown: page.text });
    expect(flattened.hash).not.toBe(documentRecord("node_docs:18.20.4:fs", placement, page).hash);
    expect(documentRecord("node_docs:18.20.4:fs", placement, { ...page }).hash).toBe(documentRecord("node_docs:18.20.4:fs", placement, page).hash);
  });
});

describe("a page's sections", () => {
  it("get unique ids when the page repeats an anchor (flask.Request and flask.request slug alike), keeping the anchor for links", () => {
    const sections = [
      { anchor: "flask-request", title: "flask.Request", text: "The request object." },
      { anchor: "flask-request", title: "flask.request", text: "The current request." },
      { anchor: null, title: "Lead", text: "Flask." },
    ];
    const rows = documentRecord("pypi:flask:3.1.0:api/flask", placement, { ...page, sections }).row.sections;
    expect(rows.map((row) => row.id)).toEqual(["pypi:flask:3.1.0:api/flask#flask-request", "pypi:flask:3.1.0:api/flask#flask-request~1", "pypi:flask:3.1.0:api/flask#2"]);
    expect(rows.map((row) => row.anchor)).toEqual(["flask-request", "flask-request", null]);
  });
});
