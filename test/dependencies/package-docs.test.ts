import { describe, expect, it } from "vitest";
import {
  type ChangelogEntry,
  findDate,
  isBreaking,
  normaliseRepositoryUrl,
  packageMetadata,
  readPackageDocs,
  rstToMarkdown,
  splitChangelog,
} from "../../src/dependencies/package-docs.js";
import type { PackageFiles } from "../../src/dependencies/types.js";
import type { DocumentInput } from "../../src/knowledge/ingest/types.js";

const encoder = new TextEncoder();

function packageFiles(files: Record<string, string | Uint8Array>): PackageFiles {
  return new Map(Object.entries(files).map(([path, content]) => [path, typeof content === "string" ? encoder.encode(content) : content]));
}

function summary(entries: ChangelogEntry[]): Array<[string, string | null, boolean]> {
  return entries.map((entry) => [entry.version, entry.date, entry.breaking]);
}

function documentAt(documents: DocumentInput[], path: string): DocumentInput {
  const found = documents.find((document) => document.path === path);
  if (!found) throw new Error(`${path} is not among ${documents.map((document) => document.path).join(", ")}`);
  return found;
}

const KEEP_A_CHANGELOG = `# Changelog
All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Added
- v1.1 Brazilian Portuguese translation.

## [1.1.0] - 2019-02-15

### Added
- Danish translation.

### Removed
- Section about "changelog" vs "CHANGELOG".

## [1.0.0] - 2017-06-20

### Changed
- Start using "changelog" over "change log" since it's the common usage.
- Removed the trailing whitespace in links.

[unreleased]: https://github.com/olivierlacan/keep-a-changelog/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/olivierlacan/keep-a-changelog/compare/v1.0.0...v1.1.0
[1.0.0]: https://github.com/olivierlacan/keep-a-changelog/releases/tag/v1.0.0
`;

const CHANGESETS = `# zod

## 4.0.0

### Major Changes

- 8c2e1f3: Drop support for TypeScript 4.4.

## 3.23.0

### Minor Changes

- 1a2b3c4: Add \`z.string().base64()\`.

### Patch Changes

- 5d6e7f8: Fix the inferred type of \`z.record()\` with enum keys.
- Updated dependencies [9a8b7c6]
  - @zod/core@0.3.1
`;

const CONVENTIONAL = `# Changelog

## [5.0.0](https://github.com/acme/widget/compare/v4.1.0...v5.0.0) (2024-01-02)


### ⚠ BREAKING CHANGES

* **core:** drop Node 16 support

### Features

* **api:** add \`widget.resize()\` ([#142](https://github.com/acme/widget/issues/142)) ([3f1a2b4](https://github.com/acme/widget/commit/3f1a2b4))

## [4.1.0](https://github.com/acme/widget/compare/v4.0.1...v4.1.0) (2023-12-01)


### Features

* **cli:** \`--watch\` flag ([#120](https://github.com/acme/widget/issues/120)) ([a1b2c3d](https://github.com/acme/widget/commit/a1b2c3d))

### [4.0.1](https://github.com/acme/widget/compare/v4.0.0...v4.0.1) (2023-11-20)


### Bug Fixes

* handle non-breaking spaces in labels ([#118](https://github.com/acme/widget/issues/118)) ([0c9d8e7](https://github.com/acme/widget/commit/0c9d8e7))
`;

const FLASK_CHANGES = `.. currentmodule:: flask

Version 3.0.1
-------------

Unreleased

-   Correct type for \`\`path\`\` argument to \`\`send_file\`\`. :issue:\`5230\`


Version 3.0.0
-------------

Released 2023-09-30

-   Remove previously deprecated code. :pr:\`5223\`
-   Deprecate the \`\`__version__\`\` attribute. Use feature detection, or
    \`\`importlib.metadata.version("flask")\`\`, instead. :issue:\`5230\`
-   Restructure the code such that the Flask (app) and Blueprint
    classes have Sans-IO bases. :pr:\`5127\`
-   Example of the new API::

        app = Flask(__name__)
        app.run()


Version 2.3.3
-------------

Released 2023-08-21

-   Python 3.12 compatibility.
`;

const ATTRS_CHANGELOG = `# Changelog

Versions follow [CalVer](https://calver.org) with a strict backwards-compatibility policy.

The **first number** of the version is the year.

<!-- towncrier release notes start -->

## [23.1.0](https://github.com/python-attrs/attrs/tree/23.1.0) - 2023-04-16

### Backwards-incompatible Changes

- Python 3.6 has been dropped and packaging switched to static package data using [Hatch](https://hatch.pypa.io/latest/).
  [#993](https://github.com/python-attrs/attrs/issues/993)

### Changes

- The support for *zope-interface* via the \`attrs.validators.provides\` validator is now deprecated.
  [#1120](https://github.com/python-attrs/attrs/issues/1120)


## [22.2.0](https://github.com/python-attrs/attrs/tree/22.2.0) - 2022-12-21

### Changes

- \`attrs.has()\` is now a \`TypeGuard\` for \`AttrsInstance\`.
  [#1038](https://github.com/python-attrs/attrs/issues/1038)
`;

const BOTO3_CHANGELOG = `=========
CHANGELOG
=========

1.34.0
======

* feature:\`\`s3\`\`: [\`\`botocore\`\`] Adds support for S3 Express One Zone.
* api-change:\`\`ec2\`\`: [\`\`botocore\`\`] This release adds support for M7i-Flex instances.


1.33.13
=======

* api-change:\`\`iot\`\`: [\`\`botocore\`\`] Adds support for IoT Device Defender.
`;

describe("splitChangelog", () => {
  it("keep-a-changelog: bracketed versions with dates, Unreleased skipped, a Removed heading breaking, link definitions dropped", () => {
    const entries = splitChangelog(KEEP_A_CHANGELOG, "markdown");
    expect(summary(entries)).toEqual([
      ["1.1.0", "2019-02-15", true],
      ["1.0.0", "2017-06-20", false],
    ]);
    expect(entries[0]!.title).toBe("1.1.0 - 2019-02-15");
    expect(entries[0]!.markdown).toContain("### Removed");
    expect(entries.map((entry) => entry.text).join(" ")).not.toContain("Brazilian");
    expect(entries[1]!.markdown).not.toContain("[1.0.0]:");
    expect(entries[1]!.text).toContain("Start using");
  });

  it("drops what comes before the first version heading", () => {
    const entries = splitChangelog(KEEP_A_CHANGELOG, "markdown");
    expect(entries.some((entry) => entry.markdown.includes("Keep a Changelog"))).toBe(false);
  });

  it("plain `## 1.2.3` headings", () => {
    expect(summary(splitChangelog("# History\n\n## 1.2.3\n\n- fix\n\n## 1.2.2\n\n- older fix\n", "markdown"))).toEqual([
      ["1.2.3", null, false],
      ["1.2.2", null, false],
    ]);
  });

  it("changesets: versions under the package name, Major Changes breaking, sub-headings kept", () => {
    const entries = splitChangelog(CHANGESETS, "markdown");
    expect(summary(entries)).toEqual([
      ["4.0.0", null, true],
      ["3.23.0", null, false],
    ]);
    expect(entries[1]!.markdown).toMatch(/^### Minor Changes/);
    expect(entries[1]!.markdown).toContain("### Patch Changes");
    expect(entries[1]!.markdown).toContain("@zod/core@0.3.1");
  });

  it("conventional-changelog: linked versions with dates, ⚠ BREAKING CHANGES, patch releases one level deeper", () => {
    const entries = splitChangelog(CONVENTIONAL, "markdown");
    expect(summary(entries)).toEqual([
      ["5.0.0", "2024-01-02", true],
      ["4.1.0", "2023-12-01", false],
      ["4.0.1", "2023-11-20", false],
    ]);
    expect(entries[0]!.title).toBe("5.0.0 (2024-01-02)");
    expect(entries[2]!.markdown).toContain("### Bug Fixes");
    expect(entries[1]!.markdown).not.toContain("Bug Fixes");
  });

  it("`## v1.2.3 (2024-05-01)` and prerelease versions", () => {
    const source = "## v1.2.3 (2024-05-01)\n\n- stable\n\n## v1.2.3-beta.1\n\n- beta\n\n## 1.0.0rc1 - March 3, 2023\n\n- python style\n";
    expect(summary(splitChangelog(source, "markdown"))).toEqual([
      ["1.2.3", "2024-05-01", false],
      ["1.2.3-beta.1", null, false],
      ["1.0.0rc1", "2023-03-03", false],
    ]);
  });

  it("Express's History.md: `# 1.2.3 / 2024-05-01` and setext `5.0.0 / 2024-09-10\\n===`, unreleased skipped, a breaking bullet", () => {
    const atx = "# 1.2.3 / 2024-05-01\n\n  * deps: debug@2.6.9\n";
    expect(summary(splitChangelog(atx, "markdown"))).toEqual([["1.2.3", "2024-05-01", false]]);
    const setext = `unreleased
==========

  * deps: body-parser@2.0.1

5.0.0 / 2024-09-10
==================

  * remove:
    - \`path-is-absolute\` dependency - use \`path.isAbsolute\` instead
  * breaking:
    * \`res.status()\` accepts only integers

4.21.0 / 2024-09-11
===================

  * Deprecate \`res.location("back")\`
`;
    expect(summary(splitChangelog(setext, "markdown"))).toEqual([
      ["5.0.0", "2024-09-10", true],
      ["4.21.0", "2024-09-11", false],
    ]);
  });

  it("Flask's CHANGES.rst: `Version x` underlined, date from `Released …`, Unreleased body skipped, roles and literals converted", () => {
    const entries = splitChangelog(FLASK_CHANGES, "rst");
    expect(summary(entries)).toEqual([
      ["3.0.0", "2023-09-30", false],
      ["2.3.3", "2023-08-21", false],
    ]);
    expect(entries[0]!.title).toBe("Version 3.0.0");
    expect(entries[0]!.markdown).toContain("Remove previously deprecated code. #5223");
    expect(entries[0]!.markdown).toContain("`importlib.metadata.version(\"flask\")`");
    expect(entries[0]!.markdown).toMatch(/```\n\s*app = Flask\(__name__\)\n\s*app.run\(\)\n\s*```/);
    expect(entries[0]!.markdown).not.toContain("::");
  });

  it("Flask style in Markdown: `Version 1.2.3\\n=====`", () => {
    expect(summary(splitChangelog("Version 1.2.3\n=====\n\nReleased 2024-05-01\n\n- x\n", "markdown"))).toEqual([["1.2.3", "2024-05-01", false]]);
  });

  it("attrs (towncrier): linked versions with a date, Backwards-incompatible Changes breaking", () => {
    const entries = splitChangelog(ATTRS_CHANGELOG, "markdown");
    expect(summary(entries)).toEqual([
      ["23.1.0", "2023-04-16", true],
      ["22.2.0", "2022-12-21", false],
    ]);
    expect(entries[0]!.title).toBe("23.1.0 - 2023-04-16");
  });

  it("boto3's CHANGELOG.rst: an overlined title, then versions underlined with `=`", () => {
    const entries = splitChangelog(BOTO3_CHANGELOG, "rst");
    expect(summary(entries)).toEqual([
      ["1.34.0", null, false],
      ["1.33.13", null, false],
    ]);
    expect(entries[0]!.markdown).toContain("* feature:`s3`");
    expect(entries[0]!.markdown).not.toContain("1.33.13");
  });

  it("RST and setext titles with a date: `1.2.3 (2024-05-01)\\n------------`", () => {
    const source = "Changelog\n=========\n\n1.2.3 (2024-05-01)\n------------------\n\n* Fixed.\n\n1.2.2 (2024-04-01)\n------------------\n\n* Older.\n";
    expect(summary(splitChangelog(source, "rst"))).toEqual([
      ["1.2.3", "2024-05-01", false],
      ["1.2.2", "2024-04-01", false],
    ]);
    expect(summary(splitChangelog(source, "markdown"))).toEqual([
      ["1.2.3", "2024-05-01", false],
      ["1.2.2", "2024-04-01", false],
    ]);
  });

  it("plain text: a line that is only a version (and a date) after a blank line", () => {
    const source = `Changes for foo
===============

1.2.3 (2024-05-01)
  - fixed the parser
  - version 1.2.2 had a bug

v1.2.2-beta.1 - 3 May 2024
  - BREAKING: renamed \`load\` to \`read\`

1.2.1
  - first release
`;
    const entries = splitChangelog(source, "text");
    expect(summary(entries)).toEqual([
      ["1.2.3", "2024-05-01", false],
      ["1.2.2-beta.1", "2024-05-03", true],
      ["1.2.1", null, false],
    ]);
    expect(entries[0]!.text).toBe("fixed the parser version 1.2.2 had a bug");
  });

  it("a scoped package's `## @scope/pkg@1.2.3` and a name-prefixed `attrs 23.1.0` heading", () => {
    expect(splitChangelog("## @acme/core@1.2.3\n\n- x\n", "markdown").map((entry) => entry.version)).toEqual(["1.2.3"]);
    expect(splitChangelog("## attrs 23.1.0 (2023-04-16)\n\n- x\n", "markdown", { packageName: "attrs" }).map((entry) => entry.version)).toEqual(["23.1.0"]);
  });

  it("a monorepo's changelog: another package's `limiters@0.3.3` entry is left out, not merged into the one before", () => {
    const source = "## repeater@3.0.2 - 2020-08-03\n\n- Fixed throw\n\n## limiters@0.3.3 - 2019-10-13\n\n- es5 build\n\n## repeater@3.0.1 2019-11-10\n\n- y\n";
    const entries = splitChangelog(source, "markdown", { packageName: "@repeaterjs/repeater" });
    expect(summary(entries)).toEqual([
      ["3.0.2", "2020-08-03", false],
      ["3.0.1", "2019-11-10", false],
    ]);
    expect(entries[0]!.text).toBe("Fixed throw");
  });

  it("an oldest-first changelog: an Unreleased heading after the releases ends the last one", () => {
    const source = "# Changelog\n\n## 1.0.0 - 2024-01-01\n\n- first\n\n## 1.1.0 - 2024-02-01\n\n- second\n\n## Unreleased\n\n- not yet\n";
    const entries = splitChangelog(source, "markdown");
    expect(summary(entries)).toEqual([
      ["1.0.0", "2024-01-01", false],
      ["1.1.0", "2024-02-01", false],
    ]);
    expect(entries[1]!.text).toBe("second");
  });

  it("a heading shallower than the version's ends its entry (`# Older releases` after `## 1.0.0`)", () => {
    const source = "# Changelog\n\n## 1.0.0\n\n- first\n\n# Older releases\n\nSee the wiki.\n";
    expect(splitChangelog(source, "markdown").map((entry) => entry.text)).toEqual(["first"]);
  });

  it("does not take `Added`, `2.x series` or prose headings for versions", () => {
    const source = "## 2.x series\n\n## 2.1.0\n\n### Added\n\n- a\n\n### Upgrading from 1.x\n\n- b\n";
    const entries = splitChangelog(source, "markdown");
    expect(entries.map((entry) => entry.version)).toEqual(["2.1.0"]);
    expect(entries[0]!.markdown).toContain("### Upgrading from 1.x");
  });

  it("keeps the first 500 versions, newest first as written, with a warning", () => {
    const source = Array.from({ length: 520 }, (_, index) => `## 1.0.${520 - index}\n\n- change ${520 - index}\n`).join("\n");
    const warnings: string[] = [];
    const entries = splitChangelog(source, "markdown", { warnings });
    expect(entries).toHaveLength(500);
    expect(entries[0]!.version).toBe("1.0.520");
    expect(entries.at(-1)!.version).toBe("1.0.21");
    expect(warnings).toEqual(["520 versions, kept the first 500"]);
  });

  it("cuts a version's text at 200 KB, at a line break", () => {
    const line = "- " + "x".repeat(98) + "\n";
    const source = `## 1.0.0\n\n${line.repeat(3000)}`;
    const warnings: string[] = [];
    const [entry] = splitChangelog(source, "markdown", { warnings });
    expect(encoder.encode(entry!.markdown).byteLength).toBeLessThanOrEqual(200 * 1024);
    expect(encoder.encode(entry!.markdown).byteLength).toBeGreaterThan(199 * 1024);
    expect(entry!.markdown.endsWith("x")).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});

describe("isBreaking", () => {
  it("counts breaking headings and bullets, ⚠, Major Changes, backwards incompatible, conventional commits' bang", () => {
    expect(isBreaking("### Breaking Changes\n\n- renamed x")).toBe(true);
    expect(isBreaking("- **BREAKING CHANGE:** the default export is gone")).toBe(true);
    expect(isBreaking("### Changed\n\nBREAKING CHANGE: \`load()\` returns a promise.")).toBe(true);
    expect(isBreaking("### ⚠ Heads up\n\n- x")).toBe(true);
    expect(isBreaking("### Major Changes\n\n- x")).toBe(true);
    expect(isBreaking("### Backward-incompatible changes\n\n- x")).toBe(true);
    expect(isBreaking("### Backwards incompatible\n\n- x")).toBe(true);
    expect(isBreaking("- feat!: drop the callback API")).toBe(true);
    expect(isBreaking("* **fix(parser)!:** stricter dates")).toBe(true);
    expect(isBreaking("Removed\n-------\n\n- x")).toBe(true);
    expect(isBreaking("### :boom: Breaking Change\n * x")).toBe(true);
    expect(isBreaking("- 💥 drop Node 14")).toBe(true);
  });

  it("does not count Removed in a bullet, non-breaking, or `!:` in code", () => {
    expect(isBreaking("### Fixed\n\n- Removed a stray console.log")).toBe(false);
    expect(isBreaking("- handle non-breaking spaces")).toBe(false);
    expect(isBreaking("- fix the type of `value!: string`")).toBe(false);
    expect(isBreaking("### Fixed\n\n```\n// breaking\n```")).toBe(false);
  });

  it("reads a bullet's continuation lines", () => {
    expect(isBreaking("- the config loader now rejects unknown keys, which is\n  a breaking change for some setups")).toBe(true);
  });
});

describe("findDate", () => {
  it("reads ISO, slashed and English dates", () => {
    expect(findDate("(2024-5-1)")).toBe("2024-05-01");
    expect(findDate("2024/05/01")).toBe("2024-05-01");
    expect(findDate("released on September 30th, 2023")).toBe("2023-09-30");
    expect(findDate("1 Feb 2022")).toBe("2022-02-01");
    expect(findDate("someday")).toBeNull();
  });
});

describe("rstToMarkdown", () => {
  it("makes titles headings by the order their adornments are first seen, and fences code", () => {
    const source = `=====
Guide
=====

Install
-------

Run this::

    pip install widget

.. code-block:: python
   :caption: example.py

   import widget
   widget.run()

Details
~~~~~~~

.. note::

   Needs Python 3.9.

See \`the docs <https://widget.dev>\`_ and :func:\`widget.run\`; bugs go to the \`issue tracker\`_.

.. _\`issue tracker\`: https://github.com/acme/widget/issues

Next
----
`;
    expect(rstToMarkdown(source)).toBe(`# Guide

## Install

Run this:

\`\`\`
pip install widget
\`\`\`

\`\`\`python
import widget
widget.run()
\`\`\`

### Details

**Note:**

Needs Python 3.9.

See [the docs](https://widget.dev) and \`widget.run\`; bugs go to the [issue tracker](https://github.com/acme/widget/issues).

## Next`);
  });
});

describe("package metadata", () => {
  it("npm: description, homepage, repository as `{url}` with git+https normalised, license as `{type}`", () => {
    const files = packageFiles({
      "package.json": JSON.stringify({
        name: "widget",
        description: "Widgets for the web",
        homepage: "https://widget.dev",
        repository: { type: "git", url: "git+https://github.com/acme/widget.git", directory: "packages/widget" },
        license: { type: "MIT" },
      }),
    });
    expect(packageMetadata("npm", files)).toEqual({
      description: "Widgets for the web",
      homepage: "https://widget.dev",
      repository: "https://github.com/acme/widget",
      license: "MIT",
    });
  });

  it("npm: `github:x/y`, nulls where absent", () => {
    expect(packageMetadata("npm", packageFiles({ "package.json": '{"repository":"github:acme/widget","license":"ISC"}' }))).toEqual({
      description: null,
      homepage: null,
      repository: "https://github.com/acme/widget",
      license: "ISC",
    });
    expect(packageMetadata("npm", packageFiles({}))).toEqual({ description: null, homepage: null, repository: null, license: null });
  });

  it("normalises the repository forms npm accepts", () => {
    expect(normaliseRepositoryUrl("git+https://github.com/x/y.git")).toBe("https://github.com/x/y");
    expect(normaliseRepositoryUrl("git://github.com/x/y.git")).toBe("https://github.com/x/y");
    expect(normaliseRepositoryUrl("git+ssh://git@github.com/x/y.git")).toBe("https://github.com/x/y");
    expect(normaliseRepositoryUrl("git@gitlab.com:x/y.git")).toBe("https://gitlab.com/x/y");
    expect(normaliseRepositoryUrl("github:x/y")).toBe("https://github.com/x/y");
    expect(normaliseRepositoryUrl("gitlab:x/y")).toBe("https://gitlab.com/x/y");
    expect(normaliseRepositoryUrl("x/y")).toBe("https://github.com/x/y");
    expect(normaliseRepositoryUrl("https://github.com/x/y/")).toBe("https://github.com/x/y");
  });

  it("pypi: Summary, Project-URL Homepage and Source, the License classifier; METADATA before PKG-INFO", () => {
    const metadata = `Metadata-Version: 2.1
Name: Widget
Version: 1.2.3
Summary: Widgets for Python
Author-email: Acme <dev@acme.test>
License: UNKNOWN
Project-URL: Homepage, https://widget.dev
Project-URL: Source, https://github.com/acme/widget.git
Classifier: Programming Language :: Python :: 3
Classifier: License :: OSI Approved :: MIT License
Requires-Python: >=3.9
Description-Content-Type: text/markdown

# Widget
`;
    const files = packageFiles({ "widget-1.2.3.dist-info/METADATA": metadata, "PKG-INFO": "Metadata-Version: 2.1\nSummary: the wrong one\n" });
    expect(packageMetadata("pypi", files)).toEqual({
      description: "Widgets for Python",
      homepage: "https://widget.dev",
      repository: "https://github.com/acme/widget",
      license: "MIT License",
    });
  });

  it("pypi: Home-page, License-Expression before License, a GitHub home page as the repository", () => {
    const pkgInfo = "Metadata-Version: 2.4\nName: widget\nSummary: Widgets\nHome-page: https://github.com/acme/widget\nLicense-Expression: Apache-2.0\nLicense: Apache License 2.0\n";
    expect(packageMetadata("pypi", packageFiles({ "PKG-INFO": pkgInfo }))).toEqual({
      description: "Widgets",
      homepage: "https://github.com/acme/widget",
      repository: "https://github.com/acme/widget",
      license: "Apache-2.0",
    });
  });

  it("pypi: a License header holding the whole licence text is passed over for the classifier", () => {
    const pkgInfo = "Metadata-Version: 2.1\nName: widget\nLicense: Copyright (c) 2024 Acme\n        \n        Permission is hereby granted, free of charge\nClassifier: License :: OSI Approved :: BSD License\n";
    expect(packageMetadata("pypi", packageFiles({ "PKG-INFO": pkgInfo })).license).toBe("BSD License");
  });
});

const NPM_PACKAGE = packageFiles({
  "package.json": JSON.stringify({ name: "widget", version: "5.0.0", description: "Widgets", license: "MIT", repository: "acme/widget" }),
  "README.md": "# widget\n\nWidgets for the web.\n\n## Install\n\n```sh\nnpm install widget\n```\n\n## Usage\n\nCall `widget()`.\n",
  "CHANGELOG.md": CONVENTIONAL,
  "docs/guide.md": "---\ntitle: The guide\n---\n\n# Guide\n\nStart here.\n\n## Options\n\nAll of them.\n",
  "docs/api.rst": "API\n===\n\n.. code-block:: js\n\n   widget({ size: 2 })\n\nSizes\n-----\n\nFrom 1 to 9.\n",
  "examples/basic.js": "import widget from 'widget';\n\nwidget({ size: 2 });\n",
  "examples/react/App.tsx": "export function App() {\n  return <Widget />;\n}\n",
  "examples/README.md": "# Examples\n\nRun them with node.\n",
  "examples/logo.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]),
  "examples/binary.js": new Uint8Array([0x63, 0x6f, 0x00, 0x6e]),
  "examples/latin1.py": new Uint8Array([0x70, 0x72, 0x69, 0x6e, 0x74, 0x28, 0xe9, 0x29]),
  "examples/node_modules/dep/index.js": "module.exports = 1;\n",
  "examples/test/basic.test.js": "test('x', () => {});\n",
  "docs/huge.md": "# Huge\n\n" + "word ".repeat(220_000),
  "dist/index.js": "export default function widget() {}\n",
});

describe("readPackageDocs for an npm package", () => {
  const docs = readPackageDocs("npm", "widget", "5.0.0", NPM_PACKAGE);

  it("reads the README, a document per changelog version, the docs pages and the examples; nothing else", () => {
    expect(docs.documents.map((document) => document.path)).toEqual([
      "README",
      "CHANGELOG/5.0.0",
      "CHANGELOG/4.1.0",
      "CHANGELOG/4.0.1",
      "docs/api",
      "docs/guide",
      "examples/README",
      "examples/basic.js",
      "examples/react/App.tsx",
    ]);
    for (const document of docs.documents) expect(document.deprecatedIn).toBeNull();
  });

  it("README: path README, tag readme, sections per heading", () => {
    const readme = documentAt(docs.documents, "README");
    expect(readme).toMatchObject({ title: "widget README", tags: ["readme"], category: "readme", versionIntroduced: null });
    expect(readme.sections.map((section) => section.anchor)).toEqual(["widget", "install", "usage"]);
    expect(readme.markdown).toContain("```sh\nnpm install widget\n```");
  });

  it("changelog versions: titled with the package, breaking ones marked, sections at the version and its sub-headings", () => {
    const breaking = documentAt(docs.documents, "CHANGELOG/5.0.0");
    expect(breaking).toMatchObject({
      title: "widget 5.0.0 — breaking changes",
      tags: ["changelog", "breaking"],
      category: "changelog",
      versionIntroduced: "5.0.0",
    });
    expect(breaking.sections.map((section) => section.anchor)).toEqual(["-breaking-changes", "features"]);
    expect(breaking.markdown.startsWith("# 5.0.0 (2024-01-02)\n")).toBe(true);
    const minor = documentAt(docs.documents, "CHANGELOG/4.1.0");
    expect(minor).toMatchObject({ title: "widget 4.1.0", tags: ["changelog"], versionIntroduced: "4.1.0" });
  });

  it("a changelog version without sub-headings is one section anchored at the version", () => {
    const { documents } = readPackageDocs("npm", "widget", "1.2.3", packageFiles({ "History.md": "1.2.3 / 2024-05-01\n==================\n\n  * deps: debug@2.6.9\n" }));
    expect(documents).toHaveLength(1);
    expect(documents[0]!.sections).toEqual([{ anchor: "1.2.3", title: "widget 1.2.3", text: "deps: debug@2.6.9" }]);
  });

  it("docs: Markdown through front matter and headings, RST converted, tag docs", () => {
    const guide = documentAt(docs.documents, "docs/guide");
    expect(guide).toMatchObject({ title: "The guide", tags: ["docs"], category: "docs" });
    expect(guide.sections.map((section) => section.anchor)).toEqual(["guide", "options"]);
    const api = documentAt(docs.documents, "docs/api");
    expect(api.title).toBe("API");
    expect(api.markdown).toContain("```js\nwidget({ size: 2 })\n```");
    expect(api.sections.map((section) => section.title)).toEqual(["API", "Sizes"]);
  });

  it("examples: code fenced with its language and titled with its file name, Markdown as a page", () => {
    const basic = documentAt(docs.documents, "examples/basic.js");
    expect(basic).toMatchObject({ title: "basic.js", tags: ["example"], category: "example" });
    expect(basic.markdown).toBe("```javascript\nimport widget from 'widget';\n\nwidget({ size: 2 });\n```");
    expect(documentAt(docs.documents, "examples/react/App.tsx").markdown.startsWith("```tsx\n")).toBe(true);
    expect(documentAt(docs.documents, "examples/README")).toMatchObject({ title: "Examples", tags: ["example"], category: "example" });
  });

  it("skips binary files and those over 1 MB, warning; node_modules and tests without a word", () => {
    expect(docs.warnings).toContain("examples/binary.js: skipped, binary (NUL bytes or invalid UTF-8)");
    expect(docs.warnings).toContain("examples/latin1.py: skipped, binary (NUL bytes or invalid UTF-8)");
    expect(docs.warnings.some((warning) => warning === "docs/huge.md: skipped, 1100008 bytes is over the 1048576-byte limit")).toBe(true);
    expect(docs.warnings).toHaveLength(3);
  });

  it("metadata from package.json", () => {
    expect(docs.metadata).toEqual({ description: "Widgets", homepage: null, repository: "https://github.com/acme/widget", license: "MIT" });
  });

  it("warns when the changelog has no entry for the package's own version", () => {
    const { warnings } = readPackageDocs("npm", "widget", "6.0.0", packageFiles({ "CHANGELOG.md": CHANGESETS }));
    expect(warnings).toEqual(["CHANGELOG.md: no entry for the package's own version 6.0.0"]);
  });

  it("caps examples at 200 files and 100 KB each", () => {
    const many: Record<string, string> = { "examples/big.py": "x = 1\n".repeat(20_000) };
    for (let index = 0; index < 205; index++) many[`examples/e${String(index).padStart(3, "0")}.sh`] = "echo hi\n";
    const { documents, warnings } = readPackageDocs("npm", "widget", "1.0.0", packageFiles(many));
    expect(documents).toHaveLength(200);
    expect(documents.at(-1)!.path).toBe("examples/e199.sh");
    expect(warnings).toEqual(["examples/big.py: skipped, 120000 bytes is over the 102400-byte limit", "examples: 206 files, kept the first 200"]);
  });
});

const WHEEL_METADATA = `Metadata-Version: 2.1
Name: attrs
Version: 23.1.0
Summary: Classes Without Boilerplate
Project-URL: Documentation, https://www.attrs.org/
Project-URL: GitHub, https://github.com/python-attrs/attrs
License-Expression: MIT
Description-Content-Type: text/markdown

# attrs

*attrs* is the Python package that will bring back the **joy** of **writing classes**.

## Getting Help

Please use the \`python-attrs\` tag on Stack Overflow.
`;

describe("readPackageDocs for a Python package", () => {
  it("a wheel: the README from METADATA's body, metadata from its headers", () => {
    const docs = readPackageDocs("pypi", "attrs", "23.1.0", packageFiles({
      "attrs-23.1.0.dist-info/METADATA": WHEEL_METADATA,
      "attrs-23.1.0.dist-info/RECORD": "attrs/__init__.py,sha256=x,100\n",
      "attrs/__init__.py": "from attr import define\n",
    }));
    expect(docs.documents.map((document) => document.path)).toEqual(["README"]);
    const readme = docs.documents[0]!;
    expect(readme).toMatchObject({ title: "attrs README", tags: ["readme"], category: "readme" });
    expect(readme.markdown.startsWith("# attrs\n")).toBe(true);
    expect(readme.sections.map((section) => section.anchor)).toEqual(["attrs", "getting-help"]);
    expect(docs.metadata).toEqual({
      description: "Classes Without Boilerplate",
      homepage: null,
      repository: "https://github.com/python-attrs/attrs",
      license: "MIT",
    });
  });

  it("a wheel whose long description is RST", () => {
    const metadata = "Metadata-Version: 2.1\nName: widget\nDescription-Content-Type: text/x-rst\n\nWidget\n======\n\nUsage\n-----\n\nImport it::\n\n    import widget\n";
    const { documents } = readPackageDocs("pypi", "widget", "1.0", packageFiles({ "widget-1.0.dist-info/METADATA": metadata }));
    expect(documents[0]!.markdown).toBe("# Widget\n\n## Usage\n\nImport it:\n\n```\nimport widget\n```");
    expect(documents[0]!.sections.map((section) => section.title)).toEqual(["Widget", "Usage"]);
  });

  it("an sdist: its README file before PKG-INFO's body, Flask's CHANGES.rst split, docs/changes.rst not read twice", () => {
    const docs = readPackageDocs("pypi", "Flask", "3.0.0", packageFiles({
      "PKG-INFO": "Metadata-Version: 2.1\nName: Flask\nVersion: 3.0.0\nSummary: A simple framework for building complex web applications.\nDescription-Content-Type: text/x-rst\n\nthe PKG-INFO body\n",
      "README.rst": "Flask\n=====\n\nFlask is a lightweight WSGI web application framework.\n",
      "CHANGES.rst": FLASK_CHANGES,
      "docs/changes.rst": "Changes\n=======\n\n.. include:: ../CHANGES.rst\n",
      "docs/quickstart.rst": "Quickstart\n==========\n\nA Minimal Application\n---------------------\n\n.. code-block:: python\n\n    from flask import Flask\n",
      "tests/test_basic.py": "def test_x(): pass\n",
    }));
    expect(docs.documents.map((document) => document.path)).toEqual(["README", "CHANGELOG/3.0.0", "CHANGELOG/2.3.3", "docs/quickstart"]);
    expect(docs.documents[0]!.text).toContain("lightweight WSGI");
    expect(docs.documents[1]).toMatchObject({ title: "Flask 3.0.0", versionIntroduced: "3.0.0", tags: ["changelog"] });
    expect(docs.documents[3]!.markdown).toContain("```python\nfrom flask import Flask\n```");
    expect(docs.warnings).toEqual([]);
  });

  it("a changelog under docs/ when the root has none; one with no version in it is passed over", () => {
    const docs = readPackageDocs("pypi", "widget", "2.0.0", packageFiles({
      "CHANGELOG.md": "# Changelog\n\nSee the GitHub releases.\n",
      "docs/changelog.rst": "Changelog\n=========\n\n2.0.0 (2024-02-01)\n------------------\n\nBackwards incompatible\n~~~~~~~~~~~~~~~~~~~~~~\n\n* Dropped Python 3.8.\n",
    }));
    expect(docs.documents.map((document) => [document.path, document.title])).toEqual([["CHANGELOG/2.0.0", "widget 2.0.0 — breaking changes"]]);
    expect(docs.documents[0]!.sections.map((section) => section.anchor)).toEqual(["backwards-incompatible"]);
  });
});
