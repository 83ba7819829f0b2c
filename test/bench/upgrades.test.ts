import { describe, expect, it } from "vitest";
import { concernsLibrary, removedSourceLines, truthLine } from "../../bench/upgrades/ground-truth.js";
import { grepSites, scoreSites } from "../../bench/upgrades/scoring.js";

const DIFF = `diff --git a/src/models.py b/src/models.py
index 1111111..2222222 100644
--- a/src/models.py
+++ b/src/models.py
@@ -3,2 +3,2 @@ from pydantic import BaseModel
-    data = item.dict()
-
+    data = item.model_dump()
+
@@ -10 +10 @@ class Item(BaseModel):
-    # a comment that changed
+    # a comment
@@ -20,0 +21 @@ def added():
+    return 1
diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -1 +1 @@
-use .dict()
+use .model_dump()
diff --git a/gone.ts b/gone.ts
--- a/gone.ts
+++ /dev/null
@@ -1,2 +0,0 @@
-import { z } from "zod";
-export const s = z.string().email();
`;

describe("the ground truth of the upgrade bench", () => {
  it("takes the old side's removed lines of source files, numbered at the parent, without blanks and comments", () => {
    expect(removedSourceLines(DIFF)).toEqual([
      { path: "src/models.py", line: 3, text: "data = item.dict()" },
      { path: "gone.ts", line: 1, text: 'import { z } from "zod";' },
      { path: "gone.ts", line: 2, text: "export const s = z.string().email();" },
    ]);
  });

  it("keeps Python lines naming the library's migrated names, and script lines of files importing the library", () => {
    const [dict, zodImport] = removedSourceLines(DIFF);
    expect(concernsLibrary("pydantic", dict!, "")).toBe(true);
    expect(concernsLibrary("pydantic", { path: "a.py", line: 1, text: "total = a + b" }, "")).toBe(false);
    expect(concernsLibrary("zod", zodImport!, 'import { z } from "zod";')).toBe(true);
    expect(concernsLibrary("zod", { path: "b.ts", line: 1, text: "x.email()" }, 'import { z } from "zod-like";')).toBe(false);
    expect(truthLine(zodImport!)).toMatchObject({ kind: "import", test: false });
    expect(truthLine({ path: "tests/test_models.py", line: 4, text: "m.dict()" })).toMatchObject({ kind: "use", test: true });
  });
});

describe("flagged call sites against changed lines", () => {
  const truth = [
    { path: "a.ts", line: 10 },
    { path: "a.ts", line: 30 },
    { path: "b.ts", line: 5 },
  ];

  it("counts strict matches by file and line, and near ones within the tolerance", () => {
    const flags = [
      { path: "a.ts", line: 10 },
      { path: "a.ts", line: 10 },
      { path: "a.ts", line: 32 },
      { path: "c.ts", line: 5 },
    ];
    expect(scoreSites(flags, truth, 0)).toEqual({ flagged: 3, truth: 3, matchedFlags: 1, matchedTruth: 1, precision: 1 / 3, recall: 1 / 3 });
    expect(scoreSites(flags, truth, 2)).toMatchObject({ matchedFlags: 2, matchedTruth: 2, precision: 2 / 3, recall: 2 / 3 });
  });

  it("says nothing of precision without flags", () => {
    expect(scoreSites([], truth, 2)).toMatchObject({ precision: null, recall: 0 });
  });

  it("greps the names' last segments as whole words", () => {
    const files = [{ path: "m.py", text: "x = item.dict()\ny = item.dictionary\nfrom pydantic import validator\n" }];
    expect(grepSites(files, ["pydantic.BaseModel.dict", "pydantic.validator"])).toEqual([
      { path: "m.py", line: 1 },
      { path: "m.py", line: 3 },
    ]);
    expect(grepSites(files, [])).toEqual([]);
  });
});
