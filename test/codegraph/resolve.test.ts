import { describe, expect, it } from "vitest";
import type { CodeLanguage } from "../../src/codegraph/languages.js";
import { parseSource } from "../../src/codegraph/parse.js";
import { resolveEdges, type StoredFile } from "../../src/codegraph/resolve.js";
import { definitionKeys } from "../../src/codegraph/store.js";

async function stored(path: string, language: CodeLanguage, text: string): Promise<StoredFile> {
  const parsed = await parseSource(text, language);
  const keys = definitionKeys(path, parsed);
  return {
    path,
    language,
    imports: parsed.imports,
    topLevelCalls: parsed.topLevelCalls,
    instances: parsed.instances,
    functions: parsed.functions.map((fn, index) => ({ key: keys.functions[index]!, name: fn.name, className: fn.className, calls: fn.calls })),
    classes: parsed.classes.map((cls, index) => ({ key: keys.classes[index]!, name: cls.name, bases: cls.bases })),
  };
}

/** Each call into a package: owner, the Node-style name, the package's lock names and the set's entry names, the line. */
async function uses(path: string, language: CodeLanguage, text: string, others: StoredFile[] = []) {
  const file = await stored(path, language, text);
  const edges = resolveEdges([file, ...others], new Set([path]));
  return {
    packages: edges.packages[0],
    uses: edges.apiUses.map((use) => ({ owner: use.owner, api: use.api, lockNames: use.dependency?.lockNames ?? null, names: use.dependency?.names ?? null, line: use.line })),
  };
}

describe("calls into packages, as their documentation sets name them", () => {
  it("npm: named, namespace and default imports, from the main entry point or another", async () => {
    const text = [
      'import { format } from "date-fns";',
      'import { format as fpFormat } from "date-fns/fp";',
      'import { z } from "zod";',
      'import * as zz from "zod";',
      'import Fastify from "fastify";',
      'import { readFile } from "node:fs";',
      'import { helper } from "./helper.js";',
      "export function run(d: Date) {",
      '  format(d, "yyyy");',
      "  fpFormat(d);",
      "  z.string().email();",
      "  zz.number();",
      "  Fastify();",
      "  readFile('x', () => helper());",
      "}",
    ].join("\n");
    const helper = await stored("src/helper.ts", "typescript", "export function helper() {}\n");
    const { packages, uses: found } = await uses("src/run.ts", "typescript", text, [helper]);
    expect(packages!.dependencies).toEqual([["date-fns"], ["zod"], ["fastify"]]);
    expect(found).toEqual([
      { owner: "src/run.ts#run", api: "date-fns.format", lockNames: ["date-fns"], names: ["format"], line: 9 },
      { owner: "src/run.ts#run", api: "date-fns/fp.format", lockNames: ["date-fns"], names: ["fp:format", "format"], line: 10 },
      { owner: "src/run.ts#run", api: "zod.z.string", lockNames: ["zod"], names: ["z.string", "string"], line: 11 },
      { owner: "src/run.ts#run", api: "zod.number", lockNames: ["zod"], names: ["number"], line: 12 },
      { owner: "src/run.ts#run", api: "fastify", lockNames: ["fastify"], names: ["default", "fastify"], line: 13 },
      // a built-in: Node-style only
      { owner: "src/run.ts#run", api: "fs.readFile", lockNames: null, names: null, line: 14 },
    ]);
  });

  it("npm: require() bindings are namespace and named imports", async () => {
    const text = 'const dayjs = require("dayjs");\nconst { get } = require("lodash");\nget({}, "a");\ndayjs.extend(1);\n';
    const { uses: found } = await uses("src/x.js", "javascript", text);
    expect(found.map((use) => [use.lockNames, use.names, use.line])).toEqual([
      [["lodash"], ["get"], 3],
      [["dayjs"], ["extend"], 4],
    ]);
  });

  it("Python: module-qualified as imported, decorators being calls", async () => {
    const text = [
      "import boto3",
      "from attrs import define",
      "from fastapi import FastAPI",
      "import typing_extensions as te",
      "",
      "app = FastAPI()",
      "",
      "@define",
      "class Point:",
      "    x: int",
      "",
      "def s3():",
      '    return boto3.client("s3"), boto3.session.Session(), te.deprecated("x")',
    ].join("\n");
    const { packages, uses: found } = await uses("app/main.py", "python", text);
    expect(packages!.dependencies).toEqual([["boto3"], ["attrs"], ["fastapi"], ["typing-extensions", "typing_extensions"]]);
    expect(found).toEqual([
      { owner: "app/main.py#s3", api: "boto3.client", lockNames: ["boto3"], names: ["boto3.client"], line: 13 },
      { owner: "app/main.py#s3", api: "boto3.session.Session", lockNames: ["boto3"], names: ["boto3.session.Session"], line: 13 },
      { owner: "app/main.py#s3", api: "typing_extensions.deprecated", lockNames: ["typing-extensions", "typing_extensions"], names: ["typing_extensions.deprecated"], line: 13 },
      { owner: "app/main.py", api: "fastapi.FastAPI", lockNames: ["fastapi"], names: ["fastapi.FastAPI"], line: 6 },
      { owner: "app/main.py", api: "attrs.define", lockNames: ["attrs"], names: ["attrs.define"], line: 8 },
    ]);
  });

  it("a module-level instance's method calls are its class's, in both languages", async () => {
    const python = [
      "import boto3",
      "from fastapi import FastAPI",
      "",
      "app = FastAPI()",
      "session = boto3.session.Session()",
      "again = FastAPI()",
      "again = 1",
      "loop = loop.Make()",
      "",
      '@app.get("/")',
      "def index():",
      '    return session.client("s3"), again.get(), loop.run()',
    ].join("\n");
    const { uses: found } = await uses("app/main.py", "python", python);
    // `again` is assigned twice, `loop` from itself: neither an instance; one use per API name and owner
    expect(found.map((use) => [use.owner, use.api, use.names, use.line])).toEqual([
      ["app/main.py#index", "boto3.session.Session.client", ["boto3.session.Session.client"], 12],
      ["app/main.py", "fastapi.FastAPI", ["fastapi.FastAPI"], 4],
      ["app/main.py", "boto3.session.Session", ["boto3.session.Session"], 5],
      ["app/main.py", "fastapi.FastAPI.get", ["fastapi.FastAPI.get"], 10],
    ]);
    const script = 'import { ZodString } from "zod";\nconst schema = new ZodString();\nexport function check() {\n  const local = new ZodString();\n  return schema.email() && local.url();\n}\n';
    const { uses: scripted } = await uses("src/check.ts", "typescript", script);
    expect(scripted.map((use) => [use.owner, use.names, use.line])).toEqual([
      ["src/check.ts#check", ["ZodString"], 4],
      ["src/check.ts#check", ["ZodString.email"], 5],
      ["src/check.ts", ["ZodString"], 2],
    ]);
  });

  it("Python: a module of the repository is no package", async () => {
    const models = await stored("app/models.py", "python", "def load():\n    pass\n");
    const { packages, uses: found } = await uses("app/views.py", "python", "from app import models\nimport requests\n\ndef show():\n    models.load()\n    requests.get('x')\n", [models]);
    expect(packages!.dependencies).toEqual([["requests"]]);
    expect(found.map((use) => use.names)).toEqual([["requests.get"]]);
  });
});
