import { describe, expect, it } from "vitest";
import { dependencyOf, importName, normalisePythonName, npmApiNames, npmPackageOf, pythonDistributionNames } from "../../src/codegraph/modules.js";

describe("npmPackageOf", () => {
  it("names the package and entry point of a bare specifier", () => {
    expect(npmPackageOf("date-fns")).toEqual({ name: "date-fns", subpath: "" });
    expect(npmPackageOf("date-fns/format")).toEqual({ name: "date-fns", subpath: "format" });
    expect(npmPackageOf("date-fns/fp")).toEqual({ name: "date-fns", subpath: "fp" });
    expect(npmPackageOf("@scope/pkg")).toEqual({ name: "@scope/pkg", subpath: "" });
    expect(npmPackageOf("@scope/pkg/sub/deep")).toEqual({ name: "@scope/pkg", subpath: "sub/deep" });
    expect(npmPackageOf("@types/react")).toEqual({ name: "@types/react", subpath: "" });
    expect(npmPackageOf("lodash.get")).toEqual({ name: "lodash.get", subpath: "" });
  });

  it("skips relative and absolute paths, Node's built-ins, subpath imports, URLs and path aliases", () => {
    for (const specifier of ["./store.js", "../x", "/abs/path", "node:fs", "fs", "fs/promises", "path", "#internal", "https://esm.sh/x", "@/components/x", "~/x", "@scope"]) {
      expect(npmPackageOf(specifier), specifier).toBeNull();
    }
  });
});

describe("Python module names", () => {
  it("are tried normalised as PyPI names packages, then as written", () => {
    expect(normalisePythonName("typing_extensions")).toBe("typing-extensions");
    expect(normalisePythonName("Foo__Bar.baz")).toBe("foo-bar-baz");
    expect(pythonDistributionNames("boto3")).toEqual(["boto3"]);
    expect(pythonDistributionNames("typing_extensions")).toEqual(["typing-extensions", "typing_extensions"]);
    expect(pythonDistributionNames("PIL")).toEqual(["pil", "PIL"]);
  });
});

describe("dependencyOf", () => {
  it("gives the names an import's package may be locked under, and its entry point", () => {
    expect(dependencyOf("date-fns/fp", "typescript")).toEqual({ name: "date-fns", lockNames: ["date-fns"], subpath: "fp" });
    expect(dependencyOf("node:fs", "javascript")).toBeNull();
    expect(dependencyOf("boto3.session", "python")).toEqual({ name: "boto3", lockNames: ["boto3"], subpath: "" });
    expect(dependencyOf("typing_extensions", "python")).toEqual({ name: "typing_extensions", lockNames: ["typing-extensions", "typing_extensions"], subpath: "" });
    expect(dependencyOf(".models", "python")).toBeNull();
    expect(dependencyOf("..", "python")).toBeNull();
  });
});

describe("npmApiNames", () => {
  it("names a named import's calls by the export and the members called", () => {
    expect(npmApiNames("date-fns", "", "format", [])).toEqual(["format"]);
    expect(npmApiNames("zod", "", "ZodString", ["create"])).toEqual(["ZodString.create"]);
  });

  it("falls back on the members' own names for a lower-case binding, which may be the module as a namespace (`export * as z`)", () => {
    expect(npmApiNames("zod", "", "z", ["nativeEnum"])).toEqual(["z.nativeEnum", "nativeEnum"]);
    expect(npmApiNames("zod", "", "z", [])).toEqual(["z"]);
  });

  it("names a namespace import's calls by the members called, and the module itself by the package", () => {
    expect(npmApiNames("fs-extra", "", "*", ["readFile"])).toEqual(["readFile"]);
    expect(npmApiNames("zod", "", "*", ["z", "string"])).toEqual(["z.string"]);
    expect(npmApiNames("express", "", "*", [])).toEqual(["express"]);
  });

  it("names a default import's calls as `default` or the package's import name", () => {
    expect(npmApiNames("fastify", "", "default", [])).toEqual(["default", "fastify"]);
    expect(npmApiNames("@scope/pkg", "", "default", [])).toEqual(["default", "pkg"]);
    expect(npmApiNames("express", "", "default", ["Router"])).toEqual(["default.Router", "express.Router", "Router"]);
  });

  it("prefixes another entry point's names with its subpath, then falls back on the bare names", () => {
    expect(npmApiNames("date-fns", "fp", "format", [])).toEqual(["fp:format", "format"]);
    expect(npmApiNames("date-fns", "parse", "parse", [])).toEqual(["parse:parse", "parse"]);
  });

  it("names an `export =` target as code imports it", () => {
    expect(importName("@types/express")).toBe("express");
    expect(importName("@types/babel__core")).toBe("core");
    expect(importName("date-fns")).toBe("date-fns");
  });
});
