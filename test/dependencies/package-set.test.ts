import { describe, expect, it } from "vitest";
import { heldAtOwnVersion, wantedFile, withoutShadowedModules } from "../../src/dependencies/package-set.js";
import type { ApiEntryInput } from "../../src/knowledge/ingest/types.js";

const entry = (name: string, deprecatedIn: string | null, versionIntroduced: string | null): ApiEntryInput => ({
  name,
  kind: "method",
  signature: null,
  description: null,
  docPath: "api",
  anchor: null,
  versionIntroduced,
  deprecatedIn,
  replacement: null,
  stability: null,
});

describe("versions a package's files name", () => {
  it("holds a deprecation or an introduction named after the package's own version (a bundled library's) at that version", () => {
    const [bundled, older, unnamed, fresh] = heldAtOwnVersion(
      [entry("Parser.parse", "0.25.0", "0.20.0"), entry("Parser.reset", "0.2.9", "0.1.0"), entry("Parser.delete", "0", null), entry("Parser.parseText", null, "0.25.1")],
      "0.3.1",
    );
    expect(bundled).toMatchObject({ deprecatedIn: "0.3.1", versionIntroduced: "0.3.1" });
    expect(older).toMatchObject({ deprecatedIn: "0.2.9", versionIntroduced: "0.1.0" });
    expect(unnamed).toMatchObject({ deprecatedIn: "0", versionIntroduced: null });
    expect(fresh).toMatchObject({ deprecatedIn: null, versionIntroduced: "0.3.1" });
  });
});

describe("the files of an archive Engram reads", () => {
  it("keeps documentation, metadata, declarations and Python sources, and nothing under node_modules", () => {
    for (const path of ["README.md", "CHANGELOG", "docs/guide.md", "examples/basic.ts", "index.d.ts", "dist/types.d.mts", "pkg/__init__.py", "pkg/__init__.pyi", "package.json", "attrs-23.1.0.dist-info/METADATA", "PKG-INFO"]) {
      expect(wantedFile(path), path).toBe(true);
    }
    for (const path of ["index.js", "dist/index.cjs", "node_modules/x/index.d.ts", "pkg/__pycache__/a.py", "assets/logo.png", "lib/native.so"]) {
      expect(wantedFile(path), path).toBe(false);
    }
  });
});

describe("one entry per name", () => {
  it("drops a module whose name the package's own re-export takes (from .html_inline import html_inline), and keeps other modules", () => {
    const module = { ...entry("markdown_it.rules_inline.html_inline", null, null), kind: "module" };
    const fn = { ...entry("markdown_it.rules_inline.html_inline", null, null), kind: "function" };
    const other = { ...entry("markdown_it.rules_inline", null, null), kind: "module" };
    expect(withoutShadowedModules([module, fn, other]).map((api) => api.kind)).toEqual(["function", "module"]);
  });
});
