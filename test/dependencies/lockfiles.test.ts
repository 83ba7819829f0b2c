import { mkdir, mkdtemp, symlink, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LockfileError, MAX_LOCKFILE_BYTES, readLockfiles } from "../../src/dependencies/lockfiles.js";
import type { LockedPackage } from "../../src/dependencies/types.js";

/** A fresh project folder holding the given files. */
async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "engram-lockfiles-"));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

/** The package of that name and version, failing the test when absent. */
function find(packages: LockedPackage[], name: string, version: string): LockedPackage {
  const found = packages.find((p) => p.name === name && p.version === version);
  if (!found) throw new Error(`${name}@${version} not read; got ${packages.map((p) => `${p.name}@${p.version}`).join(", ")}`);
  return found;
}

/** The error readLockfiles rejects with. */
async function failure(dir: string, env: NodeJS.ProcessEnv = {}): Promise<LockfileError> {
  const error = await readLockfiles(dir, env).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LockfileError);
  return error as LockfileError;
}

const SHA512_REACT = "sha512-/3IjMdb2L9QbBdWiW5e3P2/npwMBaU9mHCSCUzNln0ZCYbcfTsGbTJrU/kGemdH2IWmB2ioZ+zkxtmq6g09fGQ==";
const SHA512_NODE = "sha512-0xkmXmqJEgcaZLjhcX4vV7ydEkt3TXnpPRCjSFxHg6Ofm1m2lC2pRmMVCL8xXPumSfZC9V4ttMRz4RXoSZhV2w==";
const SHA1_TSLIB = "sha1-BDM2tY1MUnZ5HTP1yiGn5ZvhV3E=";

const PACKAGE_LOCK_V3 = `{
  "name": "web-app",
  "version": "1.0.0",
  "lockfileVersion": 3,
  "requires": true,
  "packages": {
    "": {
      "name": "web-app",
      "version": "1.0.0",
      "workspaces": ["packages/*"],
      "dependencies": {
        "react": "^18.2.0",
        "string-width-cjs": "npm:string-width@^4.2.0",
        "tslib": "^2.6.0"
      },
      "devDependencies": {
        "@types/node": "^20.11.0"
      }
    },
    "node_modules/@types/node": {
      "version": "20.11.30",
      "resolved": "https://registry.npmjs.org/@types/node/-/node-20.11.30.tgz",
      "integrity": "${SHA512_NODE}",
      "dev": true,
      "dependencies": {
        "undici-types": "~5.26.4"
      }
    },
    "node_modules/react": {
      "version": "18.2.0",
      "resolved": "https://registry.npmjs.org/react/-/react-18.2.0.tgz",
      "integrity": "${SHA512_REACT}",
      "dependencies": {
        "loose-envify": "^1.1.0"
      },
      "engines": {
        "node": ">=0.10.0"
      }
    },
    "node_modules/string-width-cjs": {
      "name": "string-width",
      "version": "4.2.3",
      "resolved": "https://registry.npmjs.org/string-width/-/string-width-4.2.3.tgz",
      "integrity": "sha512-wKyQRQpjJ0sIp62ErSZdGsjMJWsap5oRNihHhu6G7JVO/9jIB6UyevL+tXuOqrng8j/cxKTWyWUwvSTriiZz/g=="
    },
    "node_modules/tslib": {
      "version": "2.6.2",
      "resolved": "https://registry.npmjs.org/tslib/-/tslib-2.6.2.tgz",
      "integrity": "sha512-AEYxH93jGFPn/a2iVAwW87VuUIkR1FVUKB77NwMF7nBTDkDrrT/Hpt/IrCJ0QXhW27jTBDcf5ZY7w6RiqTMw2Q== ${SHA1_TSLIB}"
    },
    "node_modules/some-tool": {
      "version": "3.0.0",
      "resolved": "https://registry.npmjs.org/some-tool/-/some-tool-3.0.0.tgz",
      "integrity": "sha512-3VJOYe5ZESK+VlbfJnQ3k0S3MgKbwD2nQ4w7jK6DUU7LkO6GX9WcQbKpOXpbaJ7m9RIrbQlsN2BqC8cd5uRsqA==",
      "dev": true
    },
    "node_modules/some-tool/node_modules/tslib": {
      "version": "1.14.1",
      "resolved": "https://registry.npmjs.org/tslib/-/tslib-1.14.1.tgz",
      "integrity": "sha512-Xni35NKzjgMrwevysHTCArtLDpPvye8zV/0E4EyYn43P7/7qvQwPh9BGkHewbMulVntbigmcT7rdX3BNo9wRJg==",
      "dev": true
    },
    "node_modules/@acme/ui": {
      "resolved": "packages/ui",
      "link": true
    },
    "packages/ui": {
      "name": "@acme/ui",
      "version": "0.0.1"
    },
    "node_modules/forked-lib": {
      "version": "1.0.0",
      "resolved": "git+ssh://git@github.com/acme/forked-lib.git#4f1c2b0d8e7a6f5c3b2a1d0e9f8c7b6a5d4e3f2a",
      "license": "MIT"
    },
    "node_modules/vendored": {
      "version": "2.0.0",
      "resolved": "https://downloads.example.com/vendored-2.0.0-final.tar.gz",
      "integrity": "sha512-aaaa"
    }
  }
}
`;

describe("package-lock.json", () => {
  it("reads every registry package of lockfileVersion 3: scoped, nested, aliased; links, git and foreign tarballs skipped", async () => {
    const dir = await project({ "package-lock.json": PACKAGE_LOCK_V3 });
    const { packages, lockfiles, warnings } = await readLockfiles(dir, {});
    expect(lockfiles).toEqual(["package-lock.json"]);
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual([
      "@types/node@20.11.30",
      "react@18.2.0",
      "some-tool@3.0.0",
      "string-width@4.2.3",
      "tslib@1.14.1",
      "tslib@2.6.2",
    ]);
    expect(find(packages, "@types/node", "20.11.30")).toEqual({
      ecosystem: "npm",
      name: "@types/node",
      version: "20.11.30",
      direct: true,
      integrity: [SHA512_NODE],
      resolved: "https://registry.npmjs.org/@types/node/-/node-20.11.30.tgz",
      registry: null,
      lockfile: "package-lock.json",
    });
    expect(find(packages, "react", "18.2.0").direct).toBe(true);
    expect(find(packages, "string-width", "4.2.3").direct).toBe(true);
    expect(find(packages, "some-tool", "3.0.0").direct).toBe(false);
    expect(find(packages, "tslib", "2.6.2")).toMatchObject({ direct: true, integrity: [expect.stringMatching(/^sha512-/), SHA1_TSLIB] });
    expect(find(packages, "tslib", "1.14.1")).toMatchObject({ direct: false, lockfile: "package-lock.json" });
    expect(warnings).toEqual([
      'package-lock.json: skipped "forked-lib@1.0.0": it comes from git, not a registry',
      'package-lock.json: skipped "vendored@2.0.0": its tarball URL is not on a registry',
    ]);
  });

  it("counts one name@version installed in several places once, direct if any place is", async () => {
    const lock = {
      name: "app",
      lockfileVersion: 2,
      requires: true,
      packages: {
        "": { name: "app", dependencies: { ms: "2.1.3", debug: "4.3.4" } },
        "node_modules/debug": { version: "4.3.4", resolved: "https://registry.npmjs.org/debug/-/debug-4.3.4.tgz", integrity: "sha512-debug" },
        "node_modules/debug/node_modules/ms": { version: "2.1.3", resolved: "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz", integrity: "sha512-ms" },
        "node_modules/ms": { version: "2.1.3", resolved: "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz", integrity: "sha512-ms" },
      },
      dependencies: {},
    };
    const { packages } = await readLockfiles(await project({ "package-lock.json": JSON.stringify(lock, null, 2) }), {});
    expect(packages.filter((p) => p.name === "ms")).toEqual([expect.objectContaining({ version: "2.1.3", direct: true, integrity: ["sha512-ms"] })]);
    expect(packages).toHaveLength(2);
  });

  it("prefers npm-shrinkwrap.json over package-lock.json", async () => {
    const shrinkwrap = PACKAGE_LOCK_V3.replace(/18\.2\.0/g, "18.3.1");
    const { packages, lockfiles } = await readLockfiles(await project({ "package-lock.json": PACKAGE_LOCK_V3, "npm-shrinkwrap.json": shrinkwrap }), {});
    expect(lockfiles).toEqual(["npm-shrinkwrap.json"]);
    expect(find(packages, "react", "18.3.1").lockfile).toBe("npm-shrinkwrap.json");
    expect(packages.some((p) => p.version === "18.2.0")).toBe(false);
  });

  it("refuses lockfileVersion 1, saying which versions are read", async () => {
    const v1 = JSON.stringify({ name: "old", lockfileVersion: 1, requires: true, dependencies: { ms: { version: "2.1.3" } } });
    const error = await failure(await project({ "package-lock.json": v1 }));
    expect(error.message).toMatch(/^package-lock\.json: lockfileVersion 1 is not supported: .*2 and 3/);
    expect(error.line).toBeNull();
  });

  it("refuses a lockfileVersion it does not know, even with a packages map", async () => {
    const future = PACKAGE_LOCK_V3.replace('"lockfileVersion": 3', '"lockfileVersion": 4');
    const error = await failure(await project({ "package-lock.json": future }));
    expect(error.message).toMatch(/^package-lock\.json: lockfileVersion 4 is not supported/);
  });

  it("names the line of a JSON fault", async () => {
    const broken = PACKAGE_LOCK_V3.replace('"dev": true,\n      "dependencies"', '"dev": true\n      "dependencies"');
    const error = await failure(await project({ "package-lock.json": broken }));
    expect(error.file).toBe("package-lock.json");
    expect(error.line).toBe(25);
    expect(error.message).toMatch(/^package-lock\.json line 25: Expected ',' or '}' after property value in JSON$/);
  });
});

const PNPM_V6 = `lockfileVersion: '6.0'

settings:
  autoInstallPeers: true
  excludeLinksFromLockfile: false

dependencies:
  react:
    specifier: ^18.2.0
    version: 18.2.0
  react-dom:
    specifier: ^18.2.0
    version: 18.2.0(react@18.2.0)

devDependencies:
  '@types/react':
    specifier: ^18.2.0
    version: 18.2.79
  local-utils:
    specifier: link:../utils
    version: link:../utils

packages:

  /@types/react@18.2.79:
    resolution: {integrity: sha512-RwGAGXPl9kSXwdNTafkOEuFrTBD5SA2B3iEB96xi8+xu5ddUa/cpvyVCSNn+asgLCTHkb5ZxN8gbuibYJi4s1w==}
    dev: true

  /js-tokens@4.0.0:
    resolution: {integrity: sha512-RdJUflcE3cUzKiMqQgsCu06FPu9UdIJO0beYbPhHN4k6apgJtifcoCtT9bcxOpYBtpD2kCM6Sbzg4CausW/PKQ==}
    dev: false

  /react-dom@18.2.0(react@18.2.0):
    resolution: {integrity: sha512-6IMTriUmvsjHUjNtEDudZfuDQUoWXVxKHhlEGSk81n4YFS+r/Kl99wXiwlVXtPBtJenozv2P+hxDsw9eA7Xo6g==}
    peerDependencies:
      react: ^18.2.0
    dependencies:
      loose-envify: 1.4.0
      react: 18.2.0
      scheduler: 0.23.0
    dev: false

  /react@18.2.0:
    resolution: {integrity: ${SHA512_REACT}}
    engines: {node: '>=0.10.0'}
    dependencies:
      loose-envify: 1.4.0
    dev: false

  github.com/acme/forked/4f1c2b0d8e7a6f5c3b2a1d0e9f8c7b6a5d4e3f2a:
    resolution: {tarball: https://codeload.github.com/acme/forked/tar.gz/4f1c2b0d8e7a6f5c3b2a1d0e9f8c7b6a5d4e3f2a}
    name: forked
    version: 1.0.0
    dev: false
`;

const PNPM_V9 = `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true
  excludeLinksFromLockfile: false

importers:

  .:
    dependencies:
      '@tanstack/react-query':
        specifier: ^5.28.0
        version: 5.28.9(react@18.2.0)
      react:
        specifier: ^18.2.0
        version: 18.2.0
      string-width-cjs:
        specifier: npm:string-width@^4.2.0
        version: string-width@4.2.3
    devDependencies:
      typescript:
        specifier: ^5.4.0
        version: 5.4.3

  packages/app:
    dependencies:
      left-pad:
        specifier: ^1.3.0
        version: 1.3.0

packages:

  '@tanstack/query-core@5.28.9':
    resolution: {integrity: sha512-hNlfCiqZevr3GRVPXS3MhaGW5hjcxvCsIQ4q6ff7EPlvFwYZaS+0d9EIIgofnegDaU2BbCDlyURoYfRl5rmzow==}

  '@tanstack/react-query@5.28.9':
    resolution: {integrity: sha512-vwifBkGXsydsLxFOBMe3+f8kvtDoqDRDwUNjPHVDDt+FoBetCbOWAUHgZn4k+CVeZgLmy7bx6aKeDbe3e8koOQ==}
    peerDependencies:
      react: ^18.0.0

  js-tokens@4.0.0:
    resolution: {integrity: sha512-RdJUflcE3cUzKiMqQgsCu06FPu9UdIJO0beYbPhHN4k6apgJtifcoCtT9bcxOpYBtpD2kCM6Sbzg4CausW/PKQ==}

  left-pad@1.3.0:
    resolution: {integrity: sha512-XI5MPzVNApjAyhQzphX8BkmKsKUxD4LdyK24iZeQ9DTxnl9cnmmyn7EOv1ApSNKY3ITyv6Q4mCcmsfdl+A79gA==}
    deprecated: use String.prototype.padStart()

  react@18.2.0:
    resolution: {integrity: ${SHA512_REACT}}
    engines: {node: '>=0.10.0'}

  string-width@4.2.3:
    resolution: {integrity: sha512-wKyQRQpjJ0sIp62ErSZdGsjMJWsap5oRNihHhu6G7JVO/9jIB6UyevL+tXuOqrng8j/cxKTWyWUwvSTriiZz/g==}
    engines: {node: '>=8'}

  typescript@5.4.3:
    resolution: {integrity: sha512-KrPd3PKaCLr78MalgiwJnA25Nm8HAmdwN3mYUYZgG/wizIo9EainNVQI9/yDavtVFRN2h3k8uf3GLHuhDMgEHg==}
    engines: {node: '>=14.17'}
    hasBin: true

  private-pkg@2.0.0:
    resolution: {integrity: sha512-cccc, tarball: https://npm.acme.internal/private-pkg/-/private-pkg-2.0.0.tgz}

  '@acme/widgets@1.2.0':
    resolution: {integrity: sha512-dddd, tarball: https://npm.pkg.github.com/download/@acme/widgets/1.2.0/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567}

snapshots:

  '@tanstack/query-core@5.28.9': {}

  '@tanstack/react-query@5.28.9(react@18.2.0)':
    dependencies:
      '@tanstack/query-core': 5.28.9
      react: 18.2.0

  react@18.2.0:
    dependencies:
      loose-envify: 1.4.0
`;

describe("pnpm-lock.yaml", () => {
  it("reads lockfile version 6: peer suffixes stripped, the top-level dependencies direct, a tarball from GitHub skipped", async () => {
    const { packages, warnings } = await readLockfiles(await project({ "pnpm-lock.yaml": PNPM_V6 }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["@types/react@18.2.79", "js-tokens@4.0.0", "react-dom@18.2.0", "react@18.2.0"]);
    expect(find(packages, "react-dom", "18.2.0")).toEqual({
      ecosystem: "npm",
      name: "react-dom",
      version: "18.2.0",
      direct: true,
      integrity: ["sha512-6IMTriUmvsjHUjNtEDudZfuDQUoWXVxKHhlEGSk81n4YFS+r/Kl99wXiwlVXtPBtJenozv2P+hxDsw9eA7Xo6g=="],
      resolved: null,
      registry: null,
      lockfile: "pnpm-lock.yaml",
    });
    expect(find(packages, "@types/react", "18.2.79").direct).toBe(true);
    expect(find(packages, "react", "18.2.0").integrity).toEqual([SHA512_REACT]);
    expect(find(packages, "js-tokens", "4.0.0").direct).toBe(false);
    expect(warnings.some((w) => w.startsWith("pnpm-lock.yaml: skipped") && w.includes("github.com/acme/forked"))).toBe(true);
  });

  it("reads lockfile version 9: every importer's dependencies direct (aliases by their real name), a scope registry's tarball kept", async () => {
    const dir = await project({ "pnpm-lock.yaml": PNPM_V9, ".npmrc": "@acme:registry=https://npm.pkg.github.com/\n" });
    const { packages } = await readLockfiles(dir, {});
    expect(find(packages, "@tanstack/react-query", "5.28.9").direct).toBe(true);
    expect(find(packages, "@tanstack/query-core", "5.28.9").direct).toBe(false);
    expect(find(packages, "string-width", "4.2.3").direct).toBe(true);
    expect(find(packages, "typescript", "5.4.3")).toMatchObject({ direct: true, integrity: [expect.stringMatching(/^sha512-KrPd3/)] });
    expect(find(packages, "left-pad", "1.3.0").direct).toBe(true);
    expect(find(packages, "private-pkg", "2.0.0")).toMatchObject({ resolved: "https://npm.acme.internal/private-pkg/-/private-pkg-2.0.0.tgz", integrity: ["sha512-cccc"] });
    expect(find(packages, "@acme/widgets", "1.2.0").resolved).toMatch(/^https:\/\/npm\.pkg\.github\.com\/download\//);
    expect(packages).toHaveLength(9);
  });

  it("reads the project's document of a pnpm 11 lockfile, after the document locking pnpm itself", async () => {
    const pnpmOwn = "---\nlockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    configDependencies: {}\n    packageManagerDependencies:\n      pnpm:\n        specifier: 11.15.1\n        version: 11.15.1\n\npackages:\n\n  pnpm@11.15.1:\n    resolution: {integrity: sha512-aaaa}\n\nsnapshots:\n\n  pnpm@11.15.1: {}\n\n---\n";
    const { packages } = await readLockfiles(await project({ "pnpm-lock.yaml": pnpmOwn + PNPM_V9 }), {});
    expect(packages.some((pkg) => pkg.name === "pnpm")).toBe(false);
    expect(find(packages, "@tanstack/react-query", "5.28.9").direct).toBe(true);
    expect(packages).toEqual((await readLockfiles(await project({ "pnpm-lock.yaml": PNPM_V9 }), {})).packages);
  });

  it("names the line of a YAML fault", async () => {
    const broken = PNPM_V9.replace("  js-tokens@4.0.0:\n", "  js-tokens@4.0.0:\n   resolution: [\n");
    const error = await failure(await project({ "pnpm-lock.yaml": broken }));
    expect(error.message).toMatch(/^pnpm-lock\.yaml line \d+: /);
    expect(error.line).toBeGreaterThanOrEqual(45);
    expect(error.line).toBeLessThanOrEqual(47);
  });

  it("refuses lockfile version 5.4, saying which versions are read", async () => {
    const error = await failure(await project({ "pnpm-lock.yaml": "lockfileVersion: 5.4\n\nspecifiers:\n  ms: ^2.1.3\n" }));
    expect(error.message).toMatch(/not supported: .*6 and 9/);
  });
});

const YARN_V1 = `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@babel/code-frame@^7.0.0", "@babel/code-frame@^7.22.13":
  version "7.24.2"
  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.24.2.tgz#718b4b19841809a58b29b68cde80bc5e1aa6d9ae"
  integrity sha512-y5+tLQyV8pg3fsiln67BVLD1P13Eg4lh5RW9mF0zUuvLrv9uIQ4MCL+CRT+FTsBlBjcIan6PGsLcBN0m3ClUyQ==
  dependencies:
    "@babel/highlight" "^7.24.2"
    picocolors "^1.0.0"

"string-width-cjs@npm:string-width@^4.2.0", "string-width@^1.0.2 || 2 || 3 || 4", string-width@^4.1.0:
  version "4.2.3"
  resolved "https://registry.yarnpkg.com/string-width/-/string-width-4.2.3.tgz#269c7117d27b05ad2e536830a8ec895ef9c6d010"
  integrity sha512-wKyQRQpjJ0sIp62ErSZdGsjMJWsap5oRNihHhu6G7JVO/9jIB6UyevL+tXuOqrng8j/cxKTWyWUwvSTriiZz/g==
  dependencies:
    emoji-regex "^8.0.0"

lodash@^4.17.21:
  version "4.17.21"
  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c"
  integrity sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg==

"my-fork@github:acme/my-fork#v2":
  version "2.0.0"
  resolved "https://codeload.github.com/acme/my-fork/tar.gz/1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"
`;

const YARN_BERRY = `# This file is generated by running "yarn install" inside your project.
# Manual changes might be lost - proceed with caution!

__metadata:
  version: 8
  cacheKey: 10c0

"lodash@npm:^4.17.21":
  version: 4.17.21
  resolution: "lodash@npm:4.17.21"
  checksum: 10c0/d8cbea072bb08655bb4c989da418994b073a608dffa608b09ac04b43a791b12aeae7cd7ad919aa4c925f33b48490b5cfe6c1f71d827956071dae2e7bb3a6b74c
  languageName: node
  linkType: hard

"my-app@workspace:.":
  version: 0.0.0-use.local
  resolution: "my-app@workspace:."
  dependencies:
    lodash: "npm:^4.17.21"
    zod: "npm:^3.22.0"
  languageName: unknown
  linkType: soft

"resolve@npm:^1.22.8":
  version: 1.22.8
  resolution: "resolve@npm:1.22.8"
  checksum: 10c0/07e179f4375e1fd072cfb72ad66d78547f86e6196c4014b31cb0b8bb1db5f7ca871f922d08da0fbc05b94e9fd42206f819648fa3b5b873ebbc8e1dc68fec433a
  languageName: node
  linkType: hard

"resolve@patch:resolve@npm%3A^1.22.8#optional!builtin<compat/resolve>":
  version: 1.22.8
  resolution: "resolve@patch:resolve@npm%3A1.22.8#optional!builtin<compat/resolve>::version=1.22.8&hash=c3c19d"
  languageName: node
  linkType: hard

"zod@npm:^3.22.0":
  version: 3.23.8
  resolution: "zod@npm:3.23.8"
  checksum: 10c0/8f14c87d6b1b53c944c25ce7a28616896319d95bc46a9660fe441adc0ed0a81253b02b5abdaeffedbeb23bdd25a0bf1c29d2c12dd919aef6447652dd295e3e69
  languageName: node
  linkType: hard
`;

describe("yarn.lock", () => {
  it("reads yarn v1: resolved without its #sha1, integrity, aliases by their real name, direct from package.json", async () => {
    const packageJson = JSON.stringify({ name: "app", dependencies: { "string-width-cjs": "npm:string-width@^4.2.0", "my-fork": "github:acme/my-fork#v2" }, devDependencies: { lodash: "^4.17.21" } });
    const { packages, warnings } = await readLockfiles(await project({ "yarn.lock": YARN_V1, "package.json": packageJson }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["@babel/code-frame@7.24.2", "lodash@4.17.21", "string-width@4.2.3"]);
    expect(find(packages, "lodash", "4.17.21")).toEqual({
      ecosystem: "npm",
      name: "lodash",
      version: "4.17.21",
      direct: true,
      integrity: ["sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg=="],
      resolved: "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz",
      registry: null,
      lockfile: "yarn.lock",
    });
    expect(find(packages, "string-width", "4.2.3").direct).toBe(true);
    expect(find(packages, "@babel/code-frame", "7.24.2").direct).toBe(false);
    expect(warnings.some((w) => w.includes("my-fork"))).toBe(true);
  });

  it("reads Berry: name and version from resolution, its checksum not taken for an SRI, workspace and patch entries left out", async () => {
    const packageJson = JSON.stringify({ name: "my-app", dependencies: { zod: "^3.22.0" }, devDependencies: {} });
    const { packages } = await readLockfiles(await project({ "yarn.lock": YARN_BERRY, "package.json": packageJson }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["lodash@4.17.21", "resolve@1.22.8", "zod@3.23.8"]);
    expect(find(packages, "zod", "3.23.8")).toEqual({
      ecosystem: "npm",
      name: "zod",
      version: "3.23.8",
      direct: true,
      integrity: [],
      resolved: null,
      registry: null,
      lockfile: "yarn.lock",
    });
    expect(find(packages, "lodash", "4.17.21").direct).toBe(false);
  });

  it("names the line of a fault", async () => {
    const broken = YARN_V1.replace('  version "4.17.21"\n', '  version "4.17.21"\n  "unterminated\n');
    const error = await failure(await project({ "yarn.lock": broken }));
    expect(error.message).toMatch(/^yarn\.lock line 22: /);
  });
});

const REQUIREMENTS = `#
# This file is autogenerated by pip-compile with Python 3.12
# by the following command:
#
#    pip-compile --generate-hashes requirements.in
#
--index-url https://pypi.internal.example/simple

certifi==2024.2.2 \\
    --hash=sha256:0569859f95fc761b18b45ef421b1290a0f65f147e92a1e5eb3e635f9a5e4e66f \\
    --hash=sha256:dc383c07b76109f368f6106eee2b593b04a011ea4d55f652c6ca24a754d1cdd1
    # via requests
Flask==3.0.2 \\
    --hash=sha256:3232e0e9c850d781933cf0207523d1ece087eb8d87b23777ae38456e2fbe7c6e
    # via -r requirements.in
idna==3.6 \\
    --hash=sha256:c05567e9c24a6b9faaa835c4821bad0590fbb9d5779e7caa6e1cc4978e7eb24f
    # via
    #   httpx
    #   requests
requests[socks]===2.31.0 ; python_version >= "3.8" \\
    --hash=sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f
    # via
    #   -r requirements.in
    #   httpx
sniffio>=1.3
    # via anyio
typing_extensions==4.10.0  # via pydantic
uvicorn>=0.27
`;

describe("requirements files", () => {
  it("reads == and === pins with their hashes across continuation lines; pip-compile's # via marks what is pulled in", async () => {
    const { packages, warnings, registries } = await readLockfiles(await project({ "requirements.txt": REQUIREMENTS }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["certifi@2024.2.2", "flask@3.0.2", "idna@3.6", "requests@2.31.0", "typing-extensions@4.10.0"]);
    expect(find(packages, "certifi", "2024.2.2")).toEqual({
      ecosystem: "pypi",
      name: "certifi",
      version: "2024.2.2",
      direct: false,
      integrity: ["sha256:0569859f95fc761b18b45ef421b1290a0f65f147e92a1e5eb3e635f9a5e4e66f", "sha256:dc383c07b76109f368f6106eee2b593b04a011ea4d55f652c6ca24a754d1cdd1"],
      resolved: null,
      registry: null,
      lockfile: "requirements.txt",
    });
    expect(find(packages, "flask", "3.0.2").direct).toBe(true);
    expect(find(packages, "idna", "3.6").direct).toBe(false);
    expect(find(packages, "requests", "2.31.0")).toMatchObject({ direct: true, integrity: ["sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f"] });
    expect(find(packages, "typing-extensions", "4.10.0")).toMatchObject({ direct: false, integrity: [] });
    expect(warnings).toEqual([
      'requirements.txt: line 26: skipped "sniffio": not pinned with == or ===',
      'requirements.txt: line 29: skipped "uvicorn": not pinned with == or ===',
    ]);
    expect(registries.pypi).toBe("https://pypi.internal.example/simple");
  });

  it("takes every pin of a hand-written requirements file as direct", async () => {
    const { packages } = await readLockfiles(await project({ "requirements-dev.txt": "pytest==8.1.1\nruff==0.3.4 # linter\n" }), {});
    expect(packages.map((p) => [p.name, p.version, p.direct, p.lockfile])).toEqual([
      ["pytest", "8.1.1", true, "requirements-dev.txt"],
      ["ruff", "0.3.4", true, "requirements-dev.txt"],
    ]);
  });

  it("names the line of a requirement that does not parse", async () => {
    const error = await failure(await project({ "requirements.txt": "flask==3.0.2\n\nrequests==2.31.0 \\\n    extra words\n" }));
    expect(error.message).toMatch(/^requirements\.txt line 3: /);
  });
});

const POETRY_LOCK = `# This file is automatically @generated by Poetry 1.8.2 and should not be changed by hand.

[[package]]
name = "certifi"
version = "2024.2.2"
description = "Python package for providing Mozilla's CA Bundle."
optional = false
python-versions = ">=3.6"
files = [
    {file = "certifi-2024.2.2-py3-none-any.whl", hash = "sha256:dc383c07b76109f368f6106eee2b593b04a011ea4d55f652c6ca24a754d1cdd1"},
    {file = "certifi-2024.2.2.tar.gz", hash = "sha256:0569859f95fc761b18b45ef421b1290a0f65f147e92a1e5eb3e635f9a5e4e66f"},
]

[[package]]
name = "Pygments"
version = "2.17.2"
description = "Pygments is a syntax highlighting package written in Python."
optional = false
python-versions = ">=3.7"
files = [
    {file = "pygments-2.17.2-py3-none-any.whl", hash = "sha256:b27c2826c47d0f3219f29554824c30c5e8945175d888647acd804ddd04af846c"},
]

[[package]]
name = "pytest"
version = "8.1.1"
description = "pytest: simple powerful testing with Python"
optional = false
python-versions = ">=3.8"
files = [
    {file = "pytest-8.1.1-py3-none-any.whl", hash = "sha256:2a8386cfc11fa9d2c50ee7b2a57e7d898ef90470a7a34c4b949ff59662bb78b7"},
]

[[package]]
name = "typing-extensions"
version = "4.10.0"
description = "Backported and Experimental Type Hints for Python 3.8+"
optional = false
python-versions = ">=3.8"
files = [
    {file = "typing_extensions-4.10.0-py3-none-any.whl", hash = "sha256:69b1a937c3a517342112fb4c6df7e72fc39a38e7891a5730ed4985b5214b5475"},
]

[package.source]
type = "legacy"
url = "https://pypi.internal.example/simple"
reference = "internal"

[[package]]
name = "mylib"
version = "0.3.0"
description = ""
optional = false
python-versions = "^3.10"
files = []
develop = false

[package.source]
type = "git"
url = "https://github.com/acme/mylib.git"
reference = "main"
resolved_reference = "4f1c2b0d8e7a6f5c3b2a1d0e9f8c7b6a5d4e3f2a"

[metadata]
lock-version = "2.0"
python-versions = "^3.10"
content-hash = "a3f2c1e9d8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1"
`;

const POETRY_PYPROJECT = `[tool.poetry]
name = "service"
version = "0.1.0"
description = ""
authors = ["Dev <dev@example.com>"]

[tool.poetry.dependencies]
python = "^3.10"
Typing_Extensions = "^4.10"
mylib = { git = "https://github.com/acme/mylib.git", branch = "main" }

[tool.poetry.group.dev.dependencies]
pytest = "^8.1"

[[tool.poetry.source]]
name = "internal"
url = "https://pypi.internal.example/simple"
priority = "supplemental"

[[tool.poetry.source]]
name = "mirror"
url = "https://mirror.example/simple"
priority = "primary"

[build-system]
requires = ["poetry-core"]
build-backend = "poetry.core.masonry.api"
`;

describe("poetry.lock", () => {
  it("reads packages with their file hashes, direct from pyproject's poetry dependencies and groups, a git source skipped", async () => {
    const { packages, warnings, registries } = await readLockfiles(await project({ "poetry.lock": POETRY_LOCK, "pyproject.toml": POETRY_PYPROJECT }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["certifi@2024.2.2", "pygments@2.17.2", "pytest@8.1.1", "typing-extensions@4.10.0"]);
    expect(find(packages, "certifi", "2024.2.2")).toEqual({
      ecosystem: "pypi",
      name: "certifi",
      version: "2024.2.2",
      direct: false,
      integrity: ["sha256:dc383c07b76109f368f6106eee2b593b04a011ea4d55f652c6ca24a754d1cdd1", "sha256:0569859f95fc761b18b45ef421b1290a0f65f147e92a1e5eb3e635f9a5e4e66f"],
      resolved: null,
      registry: null,
      lockfile: "poetry.lock",
    });
    expect(find(packages, "typing-extensions", "4.10.0")).toMatchObject({ direct: true, registry: "https://pypi.internal.example/simple" });
    expect(find(packages, "pytest", "8.1.1").direct).toBe(true);
    expect(find(packages, "pygments", "2.17.2").direct).toBe(false);
    expect(warnings.some((w) => w.includes('"mylib"') && w.includes("git"))).toBe(true);
    expect(registries.pypi).toBe("https://mirror.example/simple");
  });

  it("takes [project].dependencies (PEP 508) as direct", async () => {
    const pyproject = `[project]\nname = "service"\nversion = "0.1.0"\ndependencies = ["certifi>=2024; python_version >= '3.8'", "pygments[plugins] (>=2.17)"]\n`;
    const { packages } = await readLockfiles(await project({ "poetry.lock": POETRY_LOCK, "pyproject.toml": pyproject }), {});
    expect(packages.filter((p) => p.direct).map((p) => p.name).sort()).toEqual(["certifi", "pygments"]);
  });

  it("names the line of a TOML fault", async () => {
    const broken = POETRY_LOCK.replace('name = "pytest"', 'name = "pytest');
    const error = await failure(await project({ "poetry.lock": broken }));
    expect(error.message).toMatch(/^poetry\.lock line 25: /);
    expect(error.line).toBe(25);
  });
});

const UV_LOCK = `version = 1
requires-python = ">=3.12"

[[package]]
name = "anyio"
version = "4.3.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "idna" },
    { name = "sniffio" },
]
sdist = { url = "https://files.pythonhosted.org/packages/db/4d/3970183622f0330d3c23d9b8a5f52e365e50381fd484d08e3285104333d3/anyio-4.3.0.tar.gz", hash = "sha256:f75253795a87df48568485fd18cdd2a3fa5c4f7c5be8e5e36637733fce06fed6", size = 159642 }
wheels = [
    { url = "https://files.pythonhosted.org/packages/14/fd/2f20c40b45e4fb4324834aea24bd4afdf1143390242c0b33774da0e2e34f/anyio-4.3.0-py3-none-any.whl", hash = "sha256:048e05d0f6caeed70d731f3db756d35dcc1f35747c8c403364a8332c630441b8", size = 85584 },
]

[[package]]
name = "idna"
version = "3.6"
source = { registry = "https://pypi.org/simple" }
sdist = { url = "https://files.pythonhosted.org/packages/bf/3f/ea4b9117521a1e9c50344b909be7886dd00a519552724809bb1f486986c2/idna-3.6.tar.gz", hash = "sha256:9ecdbbd083b06798ae1e86adcbfe8ab1479cf864e4ee30fe4e46a003d12491ca", size = 175426 }
wheels = [
    { url = "https://files.pythonhosted.org/packages/c2/e7/a82b05cf63a603df6e68d59ae6a68bf5064484a0718ea5033660af4b54a9/idna-3.6-py3-none-any.whl", hash = "sha256:c05567e9c24a6b9faaa835c4821bad0590fbb9d5779e7caa6e1cc4978e7eb24f", size = 61567 },
]

[[package]]
name = "myproj"
version = "0.1.0"
source = { editable = "." }
dependencies = [
    { name = "anyio" },
]

[package.optional-dependencies]
cli = [
    { name = "rich" },
]

[package.dev-dependencies]
dev = [
    { name = "pytest" },
]

[package.metadata]
requires-dist = [
    { name = "anyio", specifier = ">=4" },
    { name = "rich", marker = "extra == 'cli'", specifier = ">=13" },
]

[[package]]
name = "pytest"
version = "8.1.1"
source = { registry = "https://pypi.org/simple" }
sdist = { url = "https://files.pythonhosted.org/packages/30/b7/7d44bbc04c531dcc753056920e0988032e5871ac674b5a84cb979de6e7af/pytest-8.1.1.tar.gz", hash = "sha256:ac978141a75948948817d360297b7aae0fcb9d6ff6bc9ec6d514b85d5a65c044", size = 1409703 }

[[package]]
name = "Rich"
version = "13.7.1"
source = { registry = "https://pypi.internal.example/simple" }
wheels = [
    { url = "https://pypi.internal.example/packages/rich-13.7.1-py3-none-any.whl", hash = "sha256:4edbae314f59eb482f54e9e30bf00d33350aaa94f4bfcd4e9e3110e64d0d7222", size = 240681 },
]

[[package]]
name = "sniffio"
version = "1.3.1"
source = { git = "https://github.com/python-trio/sniffio?rev=v1.3.1#c15b5e3a1b7c6cbd8b1e4bd0c0c1b6dc3b0b5c2a" }
`;

describe("uv.lock", () => {
  it("reads registry packages with sdist and wheel hashes; the editable root's dependencies, extras and dev groups are direct", async () => {
    const { packages, warnings } = await readLockfiles(await project({ "uv.lock": UV_LOCK }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["anyio@4.3.0", "idna@3.6", "pytest@8.1.1", "rich@13.7.1"]);
    expect(find(packages, "anyio", "4.3.0")).toEqual({
      ecosystem: "pypi",
      name: "anyio",
      version: "4.3.0",
      direct: true,
      integrity: ["sha256:f75253795a87df48568485fd18cdd2a3fa5c4f7c5be8e5e36637733fce06fed6", "sha256:048e05d0f6caeed70d731f3db756d35dcc1f35747c8c403364a8332c630441b8"],
      resolved: "https://files.pythonhosted.org/packages/14/fd/2f20c40b45e4fb4324834aea24bd4afdf1143390242c0b33774da0e2e34f/anyio-4.3.0-py3-none-any.whl",
      registry: "https://pypi.org/simple",
      lockfile: "uv.lock",
    });
    expect(find(packages, "idna", "3.6").direct).toBe(false);
    expect(find(packages, "pytest", "8.1.1")).toMatchObject({ direct: true, resolved: expect.stringMatching(/pytest-8\.1\.1\.tar\.gz$/) });
    expect(find(packages, "rich", "13.7.1")).toMatchObject({ direct: true, registry: "https://pypi.internal.example/simple" });
    expect(warnings.some((w) => w.includes('"sniffio"') && w.includes("git"))).toBe(true);
  });

  it("refuses an unknown uv.lock version", async () => {
    const error = await failure(await project({ "uv.lock": UV_LOCK.replace("version = 1\n", "version = 7\n") }));
    expect(error.message).toMatch(/^uv\.lock: version 7 is not supported/);
  });
});

const PIPFILE_LOCK = `{
    "_meta": {
        "hash": {
            "sha256": "7f7606f08e0544d8d012ef4d097dabdd6df6843a28793eb6551245d4b2db4242"
        },
        "pipfile-spec": 6,
        "requires": {
            "python_version": "3.11"
        },
        "sources": [
            {
                "name": "pypi",
                "url": "https://pypi.org/simple",
                "verify_ssl": true
            },
            {
                "name": "internal",
                "url": "https://pypi.internal.example/simple",
                "verify_ssl": true
            }
        ]
    },
    "default": {
        "certifi": {
            "hashes": [
                "sha256:0569859f95fc761b18b45ef421b1290a0f65f147e92a1e5eb3e635f9a5e4e66f",
                "sha256:dc383c07b76109f368f6106eee2b593b04a011ea4d55f652c6ca24a754d1cdd1"
            ],
            "markers": "python_version >= '3.6'",
            "version": "==2024.2.2"
        },
        "requests": {
            "hashes": [
                "sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f"
            ],
            "index": "internal",
            "markers": "python_version >= '3.7'",
            "version": "==2.31.0"
        },
        "mylib": {
            "editable": true,
            "path": "."
        }
    },
    "develop": {
        "pytest": {
            "hashes": [
                "sha256:2a8386cfc11fa9d2c50ee7b2a57e7d898ef90470a7a34c4b949ff59662bb78b7"
            ],
            "index": "pypi",
            "version": "==8.1.1"
        }
    }
}
`;

describe("Pipfile.lock", () => {
  it("reads default and develop with their hashes and index; direct from Pipfile", async () => {
    const pipfile = `[[source]]\nurl = "https://pypi.org/simple"\nverify_ssl = true\nname = "pypi"\n\n[packages]\nRequests = "*"\n\n[dev-packages]\npytest = "*"\n`;
    const { packages, registries } = await readLockfiles(await project({ "Pipfile.lock": PIPFILE_LOCK, Pipfile: pipfile }), {});
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["certifi@2024.2.2", "pytest@8.1.1", "requests@2.31.0"]);
    expect(find(packages, "requests", "2.31.0")).toEqual({
      ecosystem: "pypi",
      name: "requests",
      version: "2.31.0",
      direct: true,
      integrity: ["sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f"],
      resolved: null,
      registry: "https://pypi.internal.example/simple",
      lockfile: "Pipfile.lock",
    });
    expect(find(packages, "certifi", "2024.2.2")).toMatchObject({ direct: false, registry: "https://pypi.org/simple" });
    expect(find(packages, "pytest", "8.1.1").direct).toBe(true);
    expect(registries.pypi).toBe("https://pypi.org/simple");
  });

  it("takes every package as direct without a Pipfile", async () => {
    const { packages } = await readLockfiles(await project({ "Pipfile.lock": PIPFILE_LOCK }), {});
    expect(packages.every((p) => p.direct)).toBe(true);
    expect(packages).toHaveLength(3);
  });
});

describe("registries", () => {
  it("takes the npm registry and scope registries from .npmrc, never its auth lines", async () => {
    const npmrc = [
      "; company registry",
      "registry=https://npm.acme.internal/repository/npm-group",
      "@acme:registry=https://npm.pkg.github.com/",
      "//npm.acme.internal/repository/npm-group/:_authToken=npm_SECRETtoken123",
      "//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}",
      "always-auth=true",
    ].join("\n");
    const reading = await readLockfiles(await project({ "package-lock.json": PACKAGE_LOCK_V3, ".npmrc": npmrc }), { npm_config_registry: "https://ignored.example/" });
    expect(reading.registries).toEqual({
      npm: "https://npm.acme.internal/repository/npm-group/",
      npmScopes: { "@acme": "https://npm.pkg.github.com/" },
      pypi: "https://pypi.org/simple",
      localFolder: null,
    });
    expect(JSON.stringify(reading)).not.toContain("SECRET");
  });

  it("falls back to npm_config_registry, then the public registry; ENGRAM_PACKAGE_FOLDER is the local folder", async () => {
    const dir = await project({ "package-lock.json": PACKAGE_LOCK_V3 });
    expect((await readLockfiles(dir, { npm_config_registry: "https://mirror.example/npm/", ENGRAM_PACKAGE_FOLDER: "/srv/packages" })).registries).toMatchObject({
      npm: "https://mirror.example/npm/",
      localFolder: "/srv/packages",
    });
    expect((await readLockfiles(dir, {})).registries).toMatchObject({ npm: "https://registry.npmjs.org/", localFolder: null });
  });

  it("prefers PIP_INDEX_URL over a requirements file's --index-url", async () => {
    const dir = await project({ "requirements.txt": REQUIREMENTS });
    expect((await readLockfiles(dir, { PIP_INDEX_URL: "https://devpi.example/root/pypi/+simple/" })).registries.pypi).toBe("https://devpi.example/root/pypi/+simple/");
    expect((await readLockfiles(await project({ "requirements.txt": "flask==3.0.2\n" }), {})).registries.pypi).toBe("https://pypi.org/simple");
  });

  it("takes uv's default index from pyproject.toml", async () => {
    const pyproject = `[project]\nname = "myproj"\nversion = "0.1.0"\n\n[[tool.uv.index]]\nname = "extra"\nurl = "https://extra.example/simple"\n\n[[tool.uv.index]]\nname = "corp"\nurl = "https://corp.example/simple"\ndefault = true\n`;
    const { registries } = await readLockfiles(await project({ "uv.lock": UV_LOCK, "pyproject.toml": pyproject }), {});
    expect(registries.pypi).toBe("https://corp.example/simple");
  });
});

describe("hostile lockfiles", () => {
  it("skips names and versions that would walk out of a folder or a URL path", async () => {
    const lock = {
      lockfileVersion: 3,
      packages: {
        "": { dependencies: { ok: "1.0.0" } },
        "node_modules/ok": { version: "1.0.0", integrity: "sha512-ok" },
        "node_modules/../../etc": { version: "1.0.0" },
        "node_modules/evil": { name: "../../evil", version: "1.0.0" },
        "node_modules/forged": { name: "ok\nWARNING: all clear", version: "1.0.0" },
        "node_modules/bad-version": { version: "../../../x" },
        "node_modules/dots": { version: ".." },
        "node_modules/spaced": { version: "1.0.0 && rm -rf /" },
      },
    };
    const requirements = "ok-py==1.0\n";
    const pipfileLock = JSON.stringify({ _meta: { sources: [] }, default: { "../escape": { version: "==1.0", hashes: [] }, fine: { version: "==../1", hashes: [] } }, develop: {} });
    const { packages, warnings } = await readLockfiles(
      await project({ "package-lock.json": JSON.stringify(lock), "requirements.txt": requirements, "Pipfile.lock": pipfileLock }),
      {},
    );
    expect(packages.map((p) => `${p.name}@${p.version}`).sort()).toEqual(["ok-py@1.0", "ok@1.0.0"]);
    expect(warnings.filter((w) => w.includes("invalid"))).toHaveLength(8);
    expect(warnings).toContain('Pipfile.lock: skipped a package with an invalid pypi name: "../escape"');
    expect(warnings.filter((w) => w.includes("\n"))).toEqual([]);
  });

  it("keeps at most 50,000 packages of one lockfile, and says so once", async () => {
    const entries: Record<string, unknown> = { "": { name: "huge" } };
    for (let i = 0; i <= 50_001; i++) entries[`node_modules/p${i}`] = { version: "1.0.0" };
    const { packages, warnings } = await readLockfiles(await project({ "package-lock.json": JSON.stringify({ lockfileVersion: 3, packages: entries }) }), {});
    expect(packages).toHaveLength(50_000);
    expect(warnings).toEqual(["package-lock.json: more than 50000 packages: the rest are skipped"]);
  });

  it("refuses a lockfile that is a symlink", async () => {
    const outside = await project({ "package-lock.json": PACKAGE_LOCK_V3 });
    const dir = await project({});
    await symlink(join(outside, "package-lock.json"), join(dir, "package-lock.json"));
    const error = await failure(dir);
    expect(error.message).toMatch(/^package-lock\.json: is a symbolic link/);
  });

  it("refuses a lockfile over 50 MiB before reading it", async () => {
    const dir = await project({ "yarn.lock": "" });
    await truncate(join(dir, "yarn.lock"), MAX_LOCKFILE_BYTES + 1);
    const error = await failure(dir);
    expect(error.message).toMatch(/^yarn\.lock: is 52428801 bytes, over the 50 MiB limit/);
  });

  it("ignores a symlinked .npmrc with a warning", async () => {
    const outside = await project({ ".npmrc": "registry=https://evil.example/\n" });
    const dir = await project({ "package-lock.json": PACKAGE_LOCK_V3 });
    await symlink(join(outside, ".npmrc"), join(dir, ".npmrc"));
    const { registries, warnings } = await readLockfiles(dir, {});
    expect(registries.npm).toBe("https://registry.npmjs.org/");
    expect(warnings).toContainEqual(expect.stringMatching(/^\.npmrc: is a symbolic link.*ignored$/));
  });

  it("reads only the top of the project folder, and says what it looked for when nothing is there", async () => {
    const dir = await project({ "README.md": "# app\n" });
    await mkdir(join(dir, "sub"));
    await writeFile(join(dir, "sub", "package-lock.json"), PACKAGE_LOCK_V3);
    const error = await failure(dir);
    expect(error.file).toBe(dir);
    expect(error.message).toBe(`${dir}: no lockfile found: looked for npm-shrinkwrap.json, package-lock.json, pnpm-lock.yaml, yarn.lock, poetry.lock, uv.lock, Pipfile.lock, requirements*.txt`);
  });

  it("reads the lockfiles of both ecosystems side by side", async () => {
    const { lockfiles, packages } = await readLockfiles(await project({ "requirements.txt": "flask==3.0.2\n", "pnpm-lock.yaml": PNPM_V9 }), {});
    expect(lockfiles).toEqual(["pnpm-lock.yaml", "requirements.txt"]);
    expect(new Set(packages.map((p) => p.ecosystem))).toEqual(new Set(["npm", "pypi"]));
  });
});
