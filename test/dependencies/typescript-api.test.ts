import fs from "node:fs";
import ts from "typescript";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PackageFiles } from "../../src/dependencies/types.js";
import {
  anchorOf,
  deprecatedVersion,
  entryPointsOf,
  exportTargetCandidates,
  importName,
  MAX_API_ENTRIES,
  MAX_DECLARATION_FILES,
  MAX_WILDCARD_SUBPATHS,
  packageCompilerHost,
  qualifyReplacement,
  readTypeScriptApi,
  replacementWritten,
} from "../../src/dependencies/typescript-api.js";
import type { ApiEntryInput, ParsedDocSet } from "../../src/knowledge/ingest/types.js";

function packageFiles(files: Record<string, string | object>): PackageFiles {
  const encoder = new TextEncoder();
  return new Map(Object.entries(files).map(([path, content]) => [path, encoder.encode(typeof content === "string" ? content : JSON.stringify(content))]));
}

function api(set: ParsedDocSet, name: string): ApiEntryInput {
  const entry = set.apis.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no entry ${name} among ${set.apis.map((candidate) => candidate.name).join(", ")}`);
  return entry;
}

const names = (set: ParsedDocSet): string[] => set.apis.map((entry) => entry.name);

// date-fns 3: a function per folder, re-exported from index.d.ts; fp and locale subpaths; nested import/require conditions.
const DATE_FNS = packageFiles({
  "package.json": {
    name: "date-fns",
    version: "3.6.0",
    type: "module",
    exports: {
      "./package.json": "./package.json",
      ".": { require: { types: "./index.d.cts", default: "./index.cjs" }, import: { types: "./index.d.ts", default: "./index.js" } },
      "./fp": { require: { types: "./fp.d.cts", default: "./fp.cjs" }, import: { types: "./fp.d.ts", default: "./fp.js" } },
      "./format": { require: { types: "./format.d.cts", default: "./format.cjs" }, import: { types: "./format.d.ts", default: "./format.js" } },
      "./locale": { import: { types: "./locale.d.ts", default: "./locale.js" } },
      "./locale/*": { import: { types: "./locale/*.d.ts", default: "./locale/*.js" } },
    },
  },
  "index.d.ts": `export * from "./addBusinessDays/index.js";
export * from "./addWeekdays/index.js";
export * from "./format/index.js";
export type * from "./types.js";
`,
  "index.d.cts": `export * from "./format/index.js";\n`,
  "format.d.ts": `export * from "./format/index.js";\n`,
  "types.d.ts": `/** The locale object: localize, match, formatLong… */
export interface Locale {
  /** The locale's code, such as \`en-US\`. */
  code: string;
}
export type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** Options of {@link format}. */
export interface FormatOptions {
  /** The locale to use. */
  locale?: Pick<Locale, "code">;
  weekStartsOn?: Day;
}
`,
  "format/index.d.ts": `import type { FormatOptions } from "../types.js";
/**
 * @name format
 * @category Common Helpers
 * @summary Format the date.
 *
 * @description
 * Return the formatted date string in the given format. The result may vary by locale.
 *
 * @param date - The original date
 * @param formatStr - The string of tokens
 * @param options - An object with options
 *
 * @returns The formatted date string
 *
 * @throws \`date\` must not be Invalid Date
 *
 * @example
 * // Represent 11 February 2014 in middle-endian format:
 * const result = format(new Date(2014, 1, 11), 'MM/dd/yyyy')
 * //=> '02/11/2014'
 */
export declare function format<DateType extends Date>(
  date: DateType | number | string,
  formatStr: string,
  options?: FormatOptions,
): string;
`,
  "addBusinessDays/index.d.ts": `/**
 * Add the specified number of business days (mon - fri) to the given date.
 * @since 2.0.0
 */
export declare function addBusinessDays<DateType extends Date>(date: DateType | number | string, amount: number): DateType;
`,
  "addWeekdays/index.d.ts": `/**
 * Add weekdays.
 * @deprecated since 3.0. Use {@link addBusinessDays} instead
 */
export declare function addWeekdays(date: Date, amount: number): Date;
`,
  "fp.d.ts": `export * from "./fp/format/index.js";\n`,
  "fp/format/index.d.ts": `/** The curried, argument-reversed {@link format}. */
export declare const format: (formatStr: string) => (date: Date | number | string) => string;
`,
  "locale.d.ts": `export * from "./locale/enUS/index.js";\n`,
  "locale/enUS/index.d.ts": `import type { Locale } from "../../types.js";
/**
 * English locale (United States).
 * @language English
 */
export declare const enUS: Locale;
`,
});

// zod 3: classes with methods and getters, a namespace re-exporting everything, deprecated methods.
const ZOD = packageFiles({
  "package.json": {
    name: "zod",
    main: "./lib/index.js",
    types: "./index.d.ts",
    exports: { ".": { types: "./index.d.ts", require: "./lib/index.js", import: "./lib/index.mjs" }, "./package.json": "./package.json" },
  },
  "index.d.ts": `import * as z from "./external";
export * from "./external";
export { z };
export default z;
`,
  "external.d.ts": `export * from "./types";\nexport * from "./helpers/errorUtil";\n`,
  "helpers/errorUtil.d.ts": `export declare namespace errorUtil {
    type ErrMessage = string | { message?: string };
    /** Turns a message into an issue's message object. */
    const errToObj: (message?: ErrMessage) => { message?: string };
    namespace inner {
        namespace deeper {
            namespace deepest {
                namespace tooDeep {
                    const hidden: number;
                }
            }
        }
    }
}
`,
  "types.d.ts": `import { errorUtil } from "./helpers/errorUtil";
export declare type ZodTypeDef = { description?: string };
/** The base of every schema. */
export declare abstract class ZodType<Output = any, Def extends ZodTypeDef = ZodTypeDef, Input = Output> {
    readonly _type: Output;
    readonly _def: Def;
    /** Parses \`data\`, throwing a ZodError when it does not match. */
    parse(data: unknown, params?: { path?: (string | number)[] }): Output;
    parse(data: unknown): Output;
    optional(): ZodType<Output | undefined>;
    constructor(def: Def);
    private _cache;
    protected _refinement(check: (arg: Output) => boolean): this;
}
export interface ZodStringDef extends ZodTypeDef {
    checks: { kind: string }[];
}
/**
 * A string schema.
 * @example
 * \`\`\`ts
 * const name = z.string().min(1);
 * \`\`\`
 */
export declare class ZodString extends ZodType<string, ZodStringDef, string> {
    /** Checks that the string is a valid email address. */
    email(message?: errorUtil.ErrMessage): ZodString;
    /**
     * @deprecated Use {@link ZodString.email} instead
     */
    emailAddress(message?: errorUtil.ErrMessage): ZodString;
    /** The string is at least \`minLength\` long. */
    min(minLength: number, message?: errorUtil.ErrMessage): ZodString;
    /** @deprecated Use z.string().min(1) instead. */
    nonempty(message?: errorUtil.ErrMessage): ZodString;
    /** Whether an email check is set. */
    get isEmail(): boolean;
    get minLength(): number | null;
    static create: (params?: { coerce?: true }) => ZodString;
}
export declare enum ZodFirstPartyTypeKind {
    ZodString = "ZodString",
    /** Numbers. */
    ZodNumber = "ZodNumber"
}
declare const stringType: (params?: { coerce?: true }) => ZodString;
export { stringType as string };
`,
});

// fastify 4: \`export =\` a function merged with a namespace that re-exports interfaces from other files.
const FASTIFY = packageFiles({
  "package.json": { name: "fastify", version: "4.28.1", main: "fastify.js", type: "commonjs", types: "fastify.d.ts" },
  "fastify.d.ts": `import * as http from 'http'
import { FastifyInstance } from './types/instance'
import { FastifyPluginCallback, FastifyPluginOptions } from './types/plugin'
import { FastifyErrorCodes } from './types/errors'

declare module '@fastify/error' {
  interface FastifyError {
    validationContext?: string;
  }
}

type Fastify = typeof fastify

declare namespace fastify {
  export const errorCodes: FastifyErrorCodes;

  /** Options of the server \`fastify()\` builds. */
  export interface FastifyServerOptions {
    /** Enables the logger. */
    logger?: boolean;
    bodyLimit?: number;
    /** @deprecated Use \`routerOptions\` instead */
    caseSensitive?: boolean;
    routerOptions?: { caseSensitive?: boolean };
  }

  export type { FastifyInstance, FastifyPluginCallback, FastifyPluginOptions }

  export const fastify: Fastify
  export { fastify as default }
}

/**
 * Fastify factory function for the standard fastify http, https, or http2 server instance.
 *
 * The default function utilizes http
 *
 * @param opts Fastify server options
 * @returns Fastify server instance
 */
declare function fastify(opts?: fastify.FastifyServerOptions): FastifyInstance & PromiseLike<FastifyInstance>

export = fastify
`,
  "types/errors.d.ts": `export type FastifyErrorCodes = Record<string, unknown>\n`,
  "types/plugin.d.ts": `import { FastifyInstance } from './instance'
export type FastifyPluginOptions = Record<string, any>
/** A plugin that calls \`done\` when ready. */
export type FastifyPluginCallback<Options extends FastifyPluginOptions = Record<never, never>> = (
  instance: FastifyInstance,
  opts: Options,
  done: (err?: Error) => void
) => void
`,
  "types/register.d.ts": `import { FastifyPluginCallback, FastifyPluginOptions } from './plugin'
export interface FastifyRegister<T = void> {
  <Options extends FastifyPluginOptions>(plugin: FastifyPluginCallback<Options>, opts?: Options): T;
}
`,
  "types/instance.d.ts": `import { FastifyRegister } from './register'
/** The server instance \`fastify()\` returns. */
export interface FastifyInstance {
  /** The underlying server. */
  readonly server: unknown;
  /** Registers a plugin. */
  register: FastifyRegister<FastifyInstance & PromiseLike<undefined>>;
  /**
   * Decorates the instance with a property.
   * @since 0.9.0
   */
  decorate(property: string | symbol, value: unknown): FastifyInstance;
  listen(opts?: { port?: number; host?: string }): Promise<string>;
  /** @deprecated Variadic listen method is deprecated. Please use \`.listen(optionsObject)\` instead. */
  listen(port: number, address?: string): Promise<string>;
}
`,
});

// @types/express: \`export = e\`, a function merged with a namespace.
const TYPES_EXPRESS = packageFiles({
  "package.json": { name: "@types/express", version: "4.17.21", main: "", types: "index.d.ts" },
  "index.d.ts": `/// <reference types="express-serve-static-core" />
/// <reference types="serve-static" />

import * as bodyParser from "body-parser";
import * as core from "express-serve-static-core";

/**
 * Creates an Express application. The express() function is a top-level function exported by the express module.
 */
declare function e(): core.Express;

declare namespace e {
    /**
     * This is a built-in middleware function in Express. It parses incoming requests with JSON payloads and is based on body-parser.
     * @since 4.16.0
     */
    var json: typeof bodyParser.json;

    /**
     * Parses URL-encoded bodies.
     * @deprecated in v4.16.0, see express.urlencoded
     */
    var legacyUrlencoded: typeof bodyParser.urlencoded;

    /** @deprecated Use a router instead. */
    var legacyApp: unknown;

    /** @deprecated use json instead */
    var oldJson: typeof bodyParser.json;

    export function Router(options?: RouterOptions): core.Router;

    interface RouterOptions {
        /**
         * Enable case sensitivity.
         */
        caseSensitive?: boolean | undefined;
        mergeParams?: boolean | undefined;
        strict?: boolean | undefined;
    }

    interface Application extends core.Application {}
    interface Request<P = core.ParamsDictionary> extends core.Request<P> {}
}

export = e;
`,
});

// @modelcontextprotocol/sdk 1.x: a "./*" wildcard to dist/esm/* and dist/cjs/* (.d.ts next to .js), a couple of written-out subpaths.
const MCP_ESM = {
  "index.d.ts": `export declare const LATEST_PROTOCOL_VERSION = "2025-06-18";\n`,
  "shared/protocol.d.ts": `/** Implements MCP framing on top of a pluggable transport. */
export declare abstract class Protocol {
    /** Closes the connection. */
    close(): Promise<void>;
}
`,
  "server/index.d.ts": `import { Protocol } from "../shared/protocol.js";
/** An MCP server on top of a pluggable transport. */
export declare class Server extends Protocol {
    constructor(info: { name: string; version: string });
}
`,
  "server/mcp.d.ts": `import { Server } from "./index.js";
export type ToolCallback = (args: Record<string, unknown>) => unknown;
/** High-level MCP server. */
export declare class McpServer {
    readonly server: Server;
    /**
     * Registers a zero-argument tool.
     * @deprecated Use \`registerTool\` instead.
     */
    tool(name: string, cb: ToolCallback): void;
    /** @deprecated Use \`registerTool\` instead. */
    tool(name: string, description: string, cb: ToolCallback): void;
    /** Registers a tool with a config object and callback. */
    registerTool(name: string, config: { description?: string }, cb: ToolCallback): void;
    /** @deprecated Use \`registerPrompt\` instead. */
    prompt(name: string, cb: () => unknown): void;
    registerPrompt(name: string, config: object, cb: () => unknown): void;
}
`,
  "client/index.d.ts": `import { Protocol } from "../shared/protocol.js";
export declare class Client extends Protocol {}
`,
  "client/sse.d.ts": `/**
 * Client transport for SSE.
 * @deprecated Use StreamableHTTPClientTransport instead.
 */
export declare class SSEClientTransport {
    start(): Promise<void>;
}
`,
  "server/zod-compat.d.ts": `declare var mcpZodCompat: unknown;\n`,
  "server/ambient.d.ts": `declare module "mcp-ambient" {\n    export const ambient: number;\n}\n`,
  "experimental/index.d.ts": `export {};\n`,
};
const MCP_SDK = packageFiles({
  "package.json": {
    name: "@modelcontextprotocol/sdk",
    version: "1.32.2",
    type: "module",
    exports: {
      ".": { import: "./dist/esm/index.js", require: "./dist/cjs/index.js" },
      "./client": { import: "./dist/esm/client/index.js", require: "./dist/cjs/client/index.js" },
      "./server": { import: "./dist/esm/server/index.js", require: "./dist/cjs/server/index.js" },
      "./*": { import: "./dist/esm/*", require: "./dist/cjs/*" },
    },
  },
  ...Object.fromEntries(Object.entries(MCP_ESM).flatMap(([path, text]) => [[`dist/esm/${path}`, text], [`dist/cjs/${path}`, text]])),
  "dist/cjs/package.json": { type: "commonjs" },
});

describe("entry points", () => {
  it("takes every exports subpath's types condition, nested under import/require, skips ./package.json and expands wildcards", () => {
    const warnings: string[] = [];
    expect(entryPointsOf(DATE_FNS, warnings)).toEqual([
      { subpath: ".", file: "index.d.ts" },
      { subpath: "./fp", file: "fp.d.ts" },
      { subpath: "./format", file: "format.d.ts" },
      { subpath: "./locale", file: "locale.d.ts" },
      { subpath: "./locale/enUS/index", file: "locale/enUS/index.d.ts", pattern: "./locale/*" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("expands a wildcard against the declaration files: * spans folders, written-out and more specific keys win, null blocks, global scripts are left out", () => {
    const files = packageFiles({
      "package.json": {
        exports: {
          "./*": { types: "./types/*.d.ts", import: "./dist/*", require: "./cjs/*.cjs" },
          "./util": "./dist/util.js",
          "./internal/*": null,
          "./icons/*": "./dist/icons/*.js",
          "./styles/*": "./dist/styles/*.css",
        },
      },
      "types/a.d.ts": "export declare const a: number;",
      "types/deep/b.d.ts": "export declare const b: number;",
      "dist/util.d.ts": "export declare const util: number;",
      "dist/c.d.ts": "export declare const c: number;",
      "dist/c.d.mts": "export declare const c: number;",
      "dist/internal/hidden.d.ts": "export declare const hidden: number;",
      "dist/icons/star.d.ts": "export declare const star: string;",
      "dist/globals.d.ts": "declare var someGlobal: string;",
      "dist/styles/main.d.ts": "export declare const css: string;",
      "cjs/d.d.cts": "export declare const d: number;",
    });
    const warnings: string[] = [];
    expect(entryPointsOf(files, warnings)).toEqual([
      { subpath: "./util", file: "dist/util.d.ts" },
      { subpath: "./a", file: "types/a.d.ts", pattern: "./*" },
      { subpath: "./c.js", file: "dist/c.d.ts", pattern: "./*" },
      { subpath: "./c.mjs", file: "dist/c.d.mts", pattern: "./*" },
      { subpath: "./d", file: "cjs/d.d.cts", pattern: "./*" },
      { subpath: "./deep/b", file: "types/deep/b.d.ts", pattern: "./*" },
      { subpath: "./icons/star", file: "dist/icons/star.d.ts", pattern: "./icons/*" },
    ]);
    expect(warnings).toEqual([]);
  });

  it(`expands at most ${MAX_WILDCARD_SUBPATHS} wildcard subpaths, shallower files first, with a warning`, () => {
    const many: Record<string, string> = { "package.json": JSON.stringify({ exports: { ".": "./index.js", "./*": "./lib/*" } }), "index.d.ts": "export {};" };
    for (let index = 0; index < MAX_WILDCARD_SUBPATHS + 5; index++) many[`lib/deep/m${String(index).padStart(3, "0")}.d.ts`] = "export declare const x: number;";
    many["lib/top.d.ts"] = "export declare const top: number;";
    const warnings: string[] = [];
    const entries = entryPointsOf(packageFiles(many), warnings);
    expect(entries).toHaveLength(MAX_WILDCARD_SUBPATHS + 1);
    expect(entries[1]).toEqual({ subpath: "./top.js", file: "lib/top.d.ts", pattern: "./*" });
    expect(warnings).toEqual([`exports wildcards: subpaths beyond ${MAX_WILDCARD_SUBPATHS} skipped (first skipped: ./deep/m299.js)`]);
  });

  it("reads types conditions before scripts, maps scripts to their declarations, accepts .d.mts/.d.cts, warns for missing ones", () => {
    expect(exportTargetCandidates({ import: { types: "./dist/index.d.mts", default: "./dist/index.mjs" }, require: "./dist/index.cjs" })).toEqual([
      "dist/index.d.mts",
      "dist/index.d.cts",
    ]);
    expect(exportTargetCandidates({ node: "./lib/node.js", types: "./lib/types.d.ts" })).toEqual(["lib/types.d.ts", "lib/node.d.ts"]);
    expect(exportTargetCandidates("./styles.css")).toEqual([]);
    const files = packageFiles({
      "package.json": {
        exports: {
          ".": { import: { types: "./dist/index.d.mts" }, require: { types: "./dist/index.d.cts" } },
          "./utils": "./dist/utils.js",
          "./styles.css": "./dist/styles.css",
          "./missing": { types: "./dist/missing.d.ts" },
          "./internal/*": null,
        },
      },
      "dist/index.d.mts": "export declare const a: number;",
      "dist/index.d.cts": "export declare const a: number;",
      "dist/utils.d.ts": "export declare const b: number;",
    });
    const warnings: string[] = [];
    expect(entryPointsOf(files, warnings)).toEqual([
      { subpath: ".", file: "dist/index.d.mts" },
      { subpath: "./utils", file: "dist/utils.d.ts" },
    ]);
    expect(warnings).toEqual(['exports "./missing": no declaration file (tried dist/missing.d.ts)']);
  });

  it("falls back on types/typings, then the declarations next to main, then index.d.ts", () => {
    expect(entryPointsOf(packageFiles({ "package.json": { typings: "lib/api" }, "lib/api.d.ts": "" }))).toEqual([{ subpath: ".", file: "lib/api.d.ts" }]);
    expect(entryPointsOf(packageFiles({ "package.json": { main: "lib/main.js" }, "lib/main.d.ts": "" }))).toEqual([{ subpath: ".", file: "lib/main.d.ts" }]);
    expect(entryPointsOf(packageFiles({ "package.json": { main: "lib" }, "lib/index.d.ts": "" }))).toEqual([{ subpath: ".", file: "lib/index.d.ts" }]);
    expect(entryPointsOf(packageFiles({ "package.json": { main: "main.js" }, "index.d.ts": "" }))).toEqual([{ subpath: ".", file: "index.d.ts" }]);
    const warnings: string[] = [];
    expect(entryPointsOf(packageFiles({ "package.json": { main: "main.js" }, "main.js": "" }), warnings)).toEqual([]);
    expect(warnings[0]).toMatch(/no TypeScript declarations/);
  });
});

describe("date-fns style: a function per file re-exported with export *", () => {
  const set = readTypeScriptApi("date-fns", DATE_FNS);

  it("names main exports bare and other subpaths' as subpath:name, once per declaration", () => {
    expect(names(set).sort()).toEqual(
      ["Day", "FormatOptions", "FormatOptions.locale", "FormatOptions.weekStartsOn", "Locale", "Locale.code", "addBusinessDays", "addWeekdays", "format", "fp:format", "locale:enUS"].sort(),
    );
    expect(set.warnings).toEqual([]);
  });

  it("gives functions one-line signatures, summary and description text, @param/@returns lines and the example", () => {
    const format = api(set, "format");
    expect(format.kind).toBe("function");
    expect(format.signature).toBe("format<DateType extends Date>(date: DateType | number | string, formatStr: string, options?: FormatOptions): string");
    expect(format.description).toContain("Format the date.");
    expect(format.description).toContain("Return the formatted date string in the given format.");
    expect(format.description).toContain("@param formatStr - The string of tokens");
    expect(format.description).toContain("@returns The formatted date string");
    expect(format.example).toBe("// Represent 11 February 2014 in middle-endian format:\nconst result = format(new Date(2014, 1, 11), 'MM/dd/yyyy')\n//=> '02/11/2014'");
    expect(format.deprecatedIn).toBeNull();
    expect(api(set, "addBusinessDays").versionIntroduced).toBe("2.0.0");
  });

  it("reads deprecation version and {@link} replacement", () => {
    const entry = api(set, "addWeekdays");
    expect(entry.deprecatedIn).toBe("3.0");
    expect(entry.replacement).toBe("addBusinessDays");
  });

  it("types and interface members, subpath variables", () => {
    expect(api(set, "Day")).toMatchObject({ kind: "type", signature: "type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6" });
    expect(api(set, "FormatOptions")).toMatchObject({ kind: "interface", signature: "interface FormatOptions", description: "Options of format." });
    expect(api(set, "FormatOptions.locale")).toMatchObject({ kind: "property", signature: 'locale?: Pick<Locale, "code">', description: "The locale to use.", anchor: "formatoptions" });
    expect(api(set, "fp:format")).toMatchObject({
      kind: "variable",
      signature: "const format: (formatStr: string) => (date: Date | number | string) => string",
      docPath: "api/fp",
      anchor: "fp-format",
    });
    expect(api(set, "locale:enUS")).toMatchObject({ kind: "variable", signature: "const enUS: Locale", docPath: "api/locale", description: "English locale (United States)." });
  });

  it("writes a page per entry point that gave entries, a section per top-level export", () => {
    expect(set.documents.map((document) => [document.path, document.title])).toEqual([
      ["api", "date-fns API"],
      ["api/fp", "date-fns/fp API"],
      ["api/locale", "date-fns/locale API"],
    ]);
    const main = set.documents[0]!;
    expect(main.category).toBe("api");
    expect(main.tags).toEqual(["api"]);
    expect(main.sections.map((section) => section.anchor).sort()).toEqual(["addbusinessdays", "addweekdays", "day", "format", "formatoptions", "locale"]);
    const weekdays = main.sections.find((section) => section.anchor === "addweekdays")!;
    expect(weekdays.title).toBe("addWeekdays");
    expect(weekdays.text).toBe("addWeekdays(date: Date, amount: number): Date Add weekdays. Deprecated: since 3.0. Use {@link addBusinessDays} instead");
    expect(main.markdown).toContain("## format\n\n```ts\nformat<DateType extends Date>(date: DateType | number | string");
    expect(main.markdown).toContain("**Deprecated**: since 3.0. Use addBusinessDays instead");
    expect(main.markdown).toContain("### FormatOptions.locale");
    expect(main.text).toContain("format: format<DateType extends Date>");
    for (const entry of set.apis) expect(set.documents.some((document) => document.path === entry.docPath && document.sections.some((section) => section.anchor === entry.anchor))).toBe(true);
  });
});

describe("zod style: classes, members, enums, a namespace of everything", () => {
  const set = readTypeScriptApi("zod", ZOD);

  it("lists classes with public members, constructor, getters and statics; leaves private and protected ones out", () => {
    expect(api(set, "ZodString")).toMatchObject({ kind: "class", signature: "class ZodString extends ZodType<string, ZodStringDef, string>", description: "A string schema." });
    expect(api(set, "ZodString").example).toBe("```ts\nconst name = z.string().min(1);\n```");
    expect(api(set, "ZodType").signature).toBe("abstract class ZodType<Output = any, Def extends ZodTypeDef = ZodTypeDef, Input = Output>");
    expect(api(set, "ZodString.email")).toMatchObject({ kind: "method", signature: "email(message?: errorUtil.ErrMessage): ZodString", description: "Checks that the string is a valid email address.", anchor: "zodstring", docPath: "api" });
    expect(api(set, "ZodString.isEmail")).toMatchObject({ kind: "property", signature: "get isEmail(): boolean" });
    expect(api(set, "ZodString.create")).toMatchObject({ kind: "property", signature: "static create: (params?: { coerce?: true; }) => ZodString" });
    expect(api(set, "ZodType.constructor")).toMatchObject({ kind: "constructor", signature: "constructor(def: Def)" });
    expect(api(set, "ZodType.parse")).toMatchObject({ signature: "parse(data: unknown, params?: { path?: (string | number)[]; }): Output", description: "Parses `data`, throwing a ZodError when it does not match." });
    expect(api(set, "ZodType._type").signature).toBe("readonly _type: Output");
    expect(names(set)).not.toContain("ZodType._cache");
    expect(names(set)).not.toContain("ZodType._refinement");
  });

  it("qualifies replacements: a {@link} to a member, a call chain's last call on the deprecated member's class", () => {
    expect(api(set, "ZodString.emailAddress")).toMatchObject({ deprecatedIn: "0", replacement: "ZodString.email" });
    expect(api(set, "ZodString.nonempty")).toMatchObject({ deprecatedIn: "0", replacement: "ZodString.min" });
    expect(api(set, "ZodString.min").deprecatedIn).toBeNull();
  });

  it("enums with members, renamed exports, namespaces without re-listing top-level exports, to depth 3", () => {
    expect(api(set, "ZodFirstPartyTypeKind").kind).toBe("enum");
    expect(api(set, "ZodFirstPartyTypeKind.ZodNumber")).toMatchObject({ kind: "enumMember", signature: 'ZodNumber = "ZodNumber"', description: "Numbers." });
    expect(api(set, "string")).toMatchObject({ kind: "variable", signature: "const string: (params?: { coerce?: true; }) => ZodString" });
    expect(api(set, "z").kind).toBe("namespace");
    expect(names(set).filter((name) => name.startsWith("z."))).toEqual([]);
    expect(names(set)).not.toContain("default");
    expect(api(set, "errorUtil.errToObj")).toMatchObject({ kind: "variable", description: "Turns a message into an issue's message object." });
    expect(api(set, "errorUtil.ErrMessage").kind).toBe("type");
    expect(names(set)).toContain("errorUtil.inner.deeper.deepest");
    expect(names(set)).not.toContain("errorUtil.inner.deeper.deepest.tooDeep");
  });
});

describe("fastify style: export = a function merged with a namespace", () => {
  const set = readTypeScriptApi("fastify", FASTIFY);

  it("gives the function under the package's name and the namespace's members bare, with interface members", () => {
    expect(api(set, "fastify")).toMatchObject({
      kind: "function",
      signature: "fastify(opts?: fastify.FastifyServerOptions): FastifyInstance & PromiseLike<FastifyInstance>",
      anchor: "fastify",
    });
    expect(api(set, "fastify").description).toMatch(/^Fastify factory function.*\n\nThe default function utilizes http\n\n@param opts - Fastify server options\n@returns Fastify server instance$/s);
    expect(api(set, "FastifyInstance.register")).toMatchObject({ kind: "property", signature: "register: FastifyRegister<FastifyInstance & PromiseLike<undefined>>", description: "Registers a plugin.", anchor: "fastifyinstance" });
    expect(api(set, "FastifyInstance.server").signature).toBe("readonly server: unknown");
    expect(api(set, "FastifyInstance.decorate")).toMatchObject({ kind: "method", versionIntroduced: "0.9.0" });
    expect(api(set, "FastifyServerOptions.logger").description).toBe("Enables the logger.");
    expect(api(set, "errorCodes").kind).toBe("variable");
    expect(api(set, "FastifyPluginCallback")).toMatchObject({ kind: "type", description: "A plugin that calls `done` when ready." });
    expect(names(set)).not.toContain("default");
    expect(names(set).filter((name) => name === "fastify")).toHaveLength(1);
  });

  it("keeps an overloaded member undeprecated when one overload is not, and qualifies a member replacement on the same parent", () => {
    expect(api(set, "FastifyInstance.listen")).toMatchObject({ signature: "listen(opts?: { port?: number; host?: string; }): Promise<string>", deprecatedIn: null });
    expect(api(set, "FastifyServerOptions.caseSensitive")).toMatchObject({ deprecatedIn: "0", replacement: "FastifyServerOptions.routerOptions" });
  });
});

describe("@types style: export = a namespace", () => {
  const set = readTypeScriptApi("@types/express", TYPES_EXPRESS);

  it("gives the namespace's members, and the merged function under the imported name", () => {
    expect(api(set, "express")).toMatchObject({ kind: "function", signature: "express(): core.Express", docPath: "api", anchor: "express" });
    expect(api(set, "express").description).toMatch(/^Creates an Express application/);
    expect(api(set, "Router")).toMatchObject({ kind: "function", signature: "Router(options?: RouterOptions): core.Router" });
    expect(api(set, "json")).toMatchObject({ kind: "variable", signature: "var json: typeof bodyParser.json", versionIntroduced: "4.16.0" });
    expect(api(set, "RouterOptions.caseSensitive")).toMatchObject({ kind: "property", description: "Enable case sensitivity.", anchor: "routeroptions" });
    expect(api(set, "Request").signature).toBe("interface Request<P = core.ParamsDictionary> extends core.Request<P>");
    expect(api(set, "legacyUrlencoded")).toMatchObject({ deprecatedIn: "4.16.0", replacement: "express.urlencoded" });
    // A plain word after "use" stays only when it names an entry.
    expect(api(set, "legacyApp")).toMatchObject({ deprecatedIn: "0", replacement: null });
    expect(api(set, "oldJson")).toMatchObject({ deprecatedIn: "0", replacement: "json" });
    expect(set.documents.map((document) => document.title)).toEqual(["@types/express API"]);
    expect(importName("@types/babel__core")).toBe("core");
  });
});

describe("MCP SDK style: a ./* wildcard over dist/esm and dist/cjs", () => {
  const set = readTypeScriptApi("@modelcontextprotocol/sdk", MCP_SDK);

  it("gives a subpath per declaration file, named as code imports it (server/mcp.js), once; files exporting nothing and global scripts give no entries", () => {
    expect(entryPointsOf(MCP_SDK).map((entry) => entry.subpath)).toEqual([
      ".",
      "./client",
      "./server",
      "./client/sse.js",
      "./server/ambient.js",
      "./server/mcp.js",
      "./shared/protocol.js",
    ]);
    expect(names(set).sort()).toEqual(
      [
        "LATEST_PROTOCOL_VERSION",
        "client:Client",
        "server:Server",
        "server:Server.constructor",
        "client/sse.js:SSEClientTransport",
        "client/sse.js:SSEClientTransport.start",
        "server/mcp.js:ToolCallback",
        "server/mcp.js:McpServer",
        "server/mcp.js:McpServer.server",
        "server/mcp.js:McpServer.tool",
        "server/mcp.js:McpServer.registerTool",
        "server/mcp.js:McpServer.prompt",
        "server/mcp.js:McpServer.registerPrompt",
        "shared/protocol.js:Protocol",
        "shared/protocol.js:Protocol.close",
      ].sort(),
    );
    expect(set.warnings).toEqual([]);
  });

  it("reads deprecations of wildcard subpaths' members, their replacements qualified within the set", () => {
    expect(api(set, "server/mcp.js:McpServer.tool")).toMatchObject({
      kind: "method",
      deprecatedIn: "0",
      replacement: "server/mcp.js:McpServer.registerTool",
      docPath: "api/server/mcp.js",
      anchor: "server-mcp-js-mcpserver",
    });
    expect(api(set, "server/mcp.js:McpServer.prompt").replacement).toBe("server/mcp.js:McpServer.registerPrompt");
    expect(api(set, "server/mcp.js:McpServer.registerTool").deprecatedIn).toBeNull();
    expect(api(set, "client/sse.js:SSEClientTransport")).toMatchObject({ deprecatedIn: "0", replacement: "StreamableHTTPClientTransport" });
    expect(set.documents.map((document) => document.title)).toContain("@modelcontextprotocol/sdk/server/mcp.js API");
  });
});

describe("one declaration exported under several names", () => {
  // @yarnpkg/parsers: \`export { stringifyShellLine as stringifyShell }\`, both names re-exported from the index.
  it("gives every name of one entry point an entry, with the declaration's signature, docs and deprecation", () => {
    const set = readTypeScriptApi(
      "parsers",
      packageFiles({
        "package.json": { name: "parsers", types: "lib/index.d.ts" },
        "lib/index.d.ts": `export { stringifyShell, stringifyShellLine, Shell, ShellAlias, old, oldAlias } from "./shell";\nexport default Shell;\n`,
        "lib/shell.d.ts": `/** Prints a shell line. */
export declare function stringifyShellLine(line: string): string;
export { stringifyShellLine as stringifyShell };
/** A shell. */
export declare class Shell { run(): void }
export { Shell as ShellAlias };
/** @deprecated Use \`stringifyShellLine\` instead. */
export declare function old(): void;
export { old as oldAlias };
`,
      }),
    );
    expect(names(set)).toEqual(["stringifyShell", "stringifyShellLine", "Shell", "Shell.run", "ShellAlias", "old", "oldAlias"]);
    expect(api(set, "stringifyShell")).toMatchObject({ kind: "function", signature: "stringifyShell(line: string): string", description: "Prints a shell line.", anchor: "stringifyshell" });
    expect(api(set, "stringifyShellLine")).toMatchObject({ signature: "stringifyShellLine(line: string): string", description: "Prints a shell line.", anchor: "stringifyshellline" });
    // The second name of a class gets its own entry, its members stay under the first.
    expect(api(set, "ShellAlias")).toMatchObject({ kind: "class", signature: "class ShellAlias", description: "A shell." });
    // An alias without JSDoc of its own is deprecated as its declaration is.
    expect(api(set, "oldAlias")).toMatchObject({ deprecatedIn: "0", replacement: "stringifyShellLine" });
    expect(set.documents[0]!.sections.map((section) => section.anchor)).toEqual(["stringifyshell", "stringifyshellline", "shell", "shellalias", "old", "oldalias"]);
  });

  // zod 4: v4/core's \`_lt\` is the main entry's \`lt\` (\`export { _lt as lt }\`), so it was left out of v4/core as already given.
  it("keeps a declaration in a second entry point under its other name; the same name only under the main entry; the alias's own deprecation", () => {
    const set = readTypeScriptApi(
      "zodlike",
      packageFiles({
        "package.json": { name: "zodlike", exports: { ".": { types: "./index.d.cts" }, "./core": { types: "./core/index.d.cts" }, "./mini": { types: "./mini/index.d.cts" } } },
        "index.d.cts": `export { _lt as lt, _lte as lte } from "./core/index.cjs";\n`,
        "mini/index.d.cts": `export { _lt as lt, _lte as maximum } from "../core/index.cjs";\n`,
        "core/index.d.cts": `export * from "./api.cjs";\n`,
        "core/api.d.cts": `/** Less than. */
export declare function _lt(value: number): boolean;
/** At most. */
export declare function _lte(value: number): boolean;
export {
/** @deprecated Use \`z.lte()\` instead. */
_lte as _max, };
/** @deprecated Use \`_lt\` instead. */
export declare function _below(value: number): boolean;
/** The new name of _below. */
export { _below as below };
export declare function _bigint(): bigint;
`,
      }),
    );
    expect(names(set).sort()).toEqual(["core:_below", "core:_bigint", "core:_lt", "core:_lte", "core:_max", "core:below", "lt", "lte", "mini:maximum"]);
    expect(api(set, "core:_lt")).toMatchObject({ kind: "function", signature: "_lt(value: number): boolean", description: "Less than.", docPath: "api/core", anchor: "core-lt" });
    expect(api(set, "core:_max")).toMatchObject({ signature: "_max(value: number): boolean", description: "At most.", deprecatedIn: "0", replacement: "lte" });
    expect(api(set, "core:_lte").deprecatedIn).toBeNull();
    expect(api(set, "lte").deprecatedIn).toBeNull();
    // The alias's JSDoc has no @deprecated: the new name is not deprecated though its declaration is.
    expect(api(set, "core:below").deprecatedIn).toBeNull();
    expect(api(set, "core:_below")).toMatchObject({ deprecatedIn: "0", replacement: "core:_lt" });
    expect(api(set, "mini:maximum")).toMatchObject({ signature: "maximum(value: number): boolean", docPath: "api/mini" });
    expect(set.warnings).toEqual([]);
  });
});

describe("module resolution and files", () => {
  it("resolves export { a } from './y.js' to y.d.ts and .d.mts imports of .mjs, and a const's object type members", () => {
    const set = readTypeScriptApi(
      "mini",
      packageFiles({
        "package.json": { name: "mini", type: "module", exports: { ".": { import: { types: "./dist/index.d.mts" } }, "./extra": { types: "./dist/extra/index.d.ts" } } },
        "dist/index.d.mts": `export { a, type B } from "./y.mjs";\nexport * from "./z";\n`,
        "dist/y.d.mts": `/** The a. */ export declare function a(x: number): number;\nexport interface B { b: string }\nexport declare function notExported(): void;\n`,
        "dist/z.d.ts": `export declare const z: {\n  /** A string schema. */\n  string(): string;\n  number: () => number;\n};\n`,
        "dist/extra/index.d.ts": `export { a } from "../y.mjs";\nexport declare function onlyExtra(): void;\n`,
      }),
    );
    expect(names(set)).toEqual(["a", "B", "B.b", "z", "z.string", "z.number", "extra:onlyExtra"]);
    expect(api(set, "z.string")).toMatchObject({ kind: "method", signature: "string(): string", description: "A string schema.", anchor: "z" });
    expect(api(set, "extra:onlyExtra")).toMatchObject({ docPath: "api/extra", anchor: "extra-onlyextra" });
  });

  it("reads nothing outside the map: the host refuses and records other paths, and neither fs nor ts.sys is touched", () => {
    const { host, outsideReads } = packageCompilerHost(packageFiles({ "index.d.ts": "export {}", "src/index.ts": "export {}" }), "/node_modules/p/");
    expect(host.readFile("/etc/passwd")).toBeUndefined();
    expect(host.getSourceFile("/node_modules/p/src/index.ts", ts.ScriptTarget.ESNext)).toBeUndefined();
    expect(host.fileExists("/node_modules/p/src/index.ts")).toBe(false);
    expect(host.fileExists("/node_modules/p/index.d.ts")).toBe(true);
    expect(host.getSourceFile("/node_modules/p/index.d.ts", ts.ScriptTarget.ESNext)?.text).toBe("export {}");
    expect(outsideReads).toEqual(["/etc/passwd", "/node_modules/p/src/index.ts"]);

    const touched: string[] = [];
    const spies = [
      ...(["readFileSync", "existsSync", "statSync", "lstatSync", "readdirSync", "realpathSync", "openSync", "accessSync"] as const).map((method) =>
        vi.spyOn(fs, method).mockImplementation(((path: unknown) => {
          touched.push(`fs.${method} ${String(path)}`);
          throw new Error("no file system access");
        }) as never),
      ),
      ...(["readFile", "fileExists", "directoryExists", "getDirectories", "readDirectory", "realpath"] as const).map((method) =>
        vi.spyOn(ts.sys, method).mockImplementation(((path: unknown) => {
          touched.push(`ts.sys.${method} ${String(path)}`);
          throw new Error("no file system access");
        }) as never),
      ),
    ];
    try {
      const set = readTypeScriptApi(
        "uses-others",
        packageFiles({
          "package.json": { name: "uses-others", types: "index.d.ts" },
          "index.d.ts": `/// <reference types="node" />\n/// <reference lib="dom" />\nimport { Readable } from "stream";\nimport type { Foo } from "other-package";\nexport declare function toStream(foo: Foo): Readable;\n`,
        }),
      );
      expect(api(set, "toStream").signature).toBe("toStream(foo: Foo): Readable");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(touched).toEqual([]);
  });

  it("skips a declaration file over 4 MB and declaration files beyond the cap, with warnings", () => {
    const big = `export declare const big: number;\n${"// padding\n".repeat(400_000)}`;
    const set = readTypeScriptApi("big", packageFiles({ "index.d.ts": `export * from "./big";\nexport declare const small: number;\n`, "big.d.ts": big }));
    expect(names(set)).toEqual(["small"]);
    expect(set.warnings.some((warning) => /^big\.d\.ts: skipped, \d+ bytes is over/.test(warning))).toBe(true);

    const many: Record<string, string> = {};
    const lines: string[] = [];
    for (let index = 0; index < MAX_DECLARATION_FILES + 5; index++) {
      many[`f/m${index}.d.ts`] = `export declare const m${index}: number;\n`;
      lines.push(`export * from "./f/m${index}";`);
    }
    many["index.d.ts"] = lines.join("\n");
    const capped = readTypeScriptApi("many", packageFiles(many));
    expect(capped.apis.length).toBe(MAX_DECLARATION_FILES - 1);
    expect(capped.warnings.some((warning) => warning.startsWith(`declaration files beyond ${MAX_DECLARATION_FILES} skipped`))).toBe(true);
  });

  it("stops at the entry cap with a warning", () => {
    const lines = Array.from({ length: MAX_API_ENTRIES + 10 }, (_, index) => `export declare const c${index}: number;`);
    const set = readTypeScriptApi("wide", packageFiles({ "index.d.ts": lines.join("\n") }));
    expect(set.apis).toHaveLength(MAX_API_ENTRIES);
    expect(set.warnings).toContain(`API entries beyond ${MAX_API_ENTRIES} left out (first left out: c${MAX_API_ENTRIES})`);
  });

  it("reads the modules a global script declares, @types/node style", () => {
    const set = readTypeScriptApi(
      "@types/node",
      packageFiles({
        "package.json": { name: "@types/node", types: "index.d.ts" },
        "index.d.ts": `/// <reference path="fs.d.ts" />\n/// <reference path="globals.d.ts" />\n`,
        "globals.d.ts": `declare var __dirname: string;\n`,
        "fs.d.ts": `declare module "fs" {\n    /** Reads a file. */\n    export function readFileSync(path: string): string;\n}\ndeclare module "node:fs" {\n    export * from "fs";\n}\n`,
      }),
    );
    expect(names(set)).toEqual(["fs:readFileSync"]);
    expect(api(set, "fs:readFileSync")).toMatchObject({ docPath: "api/fs", anchor: "fs-readfilesync", description: "Reads a file." });
  });
});

describe("helpers", () => {
  it("reads the version a deprecation names, else 0", () => {
    expect(deprecatedVersion("since 3.0. Use foo instead")).toBe("3.0");
    expect(deprecatedVersion("Deprecated in v4, use bar")).toBe("4");
    expect(deprecatedVersion("2.1.0 - use baz")).toBe("2.1.0");
    expect(deprecatedVersion("As of version 5.0.0-beta.1 this is gone")).toBe("5.0.0-beta.1");
    expect(deprecatedVersion("Use foo instead. Will be removed in v5")).toBe("0");
    expect(deprecatedVersion("Internal implementation detail, do not use directly. Will be made internal in v8.")).toBe("0");
    expect(deprecatedVersion("Will be removed in 3.0. Deprecated since 2.5")).toBe("2.5");
    expect(deprecatedVersion("")).toBe("0");
  });

  it("finds the replacement a note names, as written", () => {
    expect(replacementWritten("Use {@link ZodString.email} instead")).toBe("ZodString.email");
    expect(replacementWritten("See {@link https://example.com}; use {@linkcode Foo#bar | bar} instead")).toBe("Foo.bar");
    expect(replacementWritten("Use `parseAsync()` instead")).toBe("parseAsync");
    expect(replacementWritten("use z.string().min(1) instead.")).toBe("min");
    expect(replacementWritten("Replaced by newThing.")).toBe("newThing");
    expect(replacementWritten("Prefer fetchJson")).toBe("fetchJson");
    expect(replacementWritten("Deprecated in favor of Client.request()")).toBe("Client.request");
    expect(replacementWritten("see Client.request")).toBe("Client.request");
    expect(replacementWritten("see below")).toBeNull();
    expect(replacementWritten("Use this instead of that")).toBeNull();
    expect(replacementWritten("No longer supported.")).toBeNull();
    expect(replacementWritten("Internal implementation detail, do not use directly. Will be made internal in v8.")).toBeNull();
    expect(replacementWritten("{@link ConnectableObservable} will be removed in v8. Use {@link connectable} instead.", "ConnectableObservable.connect")).toBe("connectable");
    expect(replacementWritten("If you have implemented an operator using `lift`, return a new Observable", "Observable.lift")).toBeNull();
    expect(replacementWritten("Use `new Observable()` instead.", "Observable.create")).toBe("Observable");
    expect(replacementWritten("since v16.0.0 - use [`.setupPrimary()`](https://nodejs.org/api/cluster.html#x) instead.")).toBe("setupPrimary");
    expect(replacementWritten("Instead of passing separate callbacks, use an observer argument.")).toBe("observer");
  });

  it("qualifies a replacement: exact, same entry point, parent class, the only name ending with it", () => {
    const all = new Set(["format", "fp:format", "ZodString.email", "ZodString.min", "ZodNumber.min", "Client.request", "fp:legacy"]);
    expect(qualifyReplacement("format", "fp:legacy", all)).toBe("fp:format");
    expect(qualifyReplacement("min", "ZodString.nonempty", all)).toBe("ZodString.min");
    expect(qualifyReplacement("request", "oldRequest", all)).toBe("Client.request");
    expect(qualifyReplacement("min", "oldMin", all)).toBe("min");
    expect(qualifyReplacement("email", "x", all)).toBe("ZodString.email");
    expect(qualifyReplacement("z.format", "x", all)).toBe("format");
    expect(qualifyReplacement("z.Client.request", "x", all)).toBe("Client.request");
  });

  it("makes anchors of names", () => {
    expect(anchorOf("ZodString")).toBe("zodstring");
    expect(anchorOf("fp:format")).toBe("fp-format");
    expect(anchorOf("$ZodType")).toBe("-zodtype");
    expect(anchorOf("_ZodString")).not.toBe(anchorOf("ZodString"));
  });
});

afterEach(() => vi.restoreAllMocks());
