/**
 * Public repositories' own migrations of a widely used library across a major version, the labelled data of
 * `npm run bench:upgrades`. Chosen and verified against the repositories' history before any Engram run
 * (the helper's notes, shared/issue33/migrations.md). Groups by a hash fixed before any result: within each
 * language, repositories sorted by sha256("issue33-split-v1:" + repo), the last third held out.
 *
 * base: the commit whose tree is indexed and whose lockfile is the old state; lockAfter: the commit whose
 * lockfile is the new state; commits: the migration commits whose changed lines are the ground truth, each
 * diffed against its first parent (line numbers are base's: a later commit's file counts only when the file is
 * unchanged between base and that commit's parent).
 */

export type MigrationLibrary = "pydantic" | "sqlalchemy" | "zod";

export interface Migration {
  repo: string;
  language: "python" | "typescript";
  group: "development" | "held-out";
  library: MigrationLibrary;
  /** The package as its registry names it. */
  packageName: string;
  from: string;
  to: string;
  base: string;
  lockAfter: string;
  commits: string[];
  /** Lockfiles as the repository keeps them, and where the bench puts them for `engram ingest deps` (the project folder's top). */
  lockfiles: Array<{ path: string; as: string }>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    repo: "callowayproject/bump-my-version",
    language: "python",
    group: "development",
    library: "pydantic",
    packageName: "pydantic",
    from: "1.10.9",
    to: "2.4.0",
    base: "46be61b320801133d180facfc4a8fb6edded1f3a",
    lockAfter: "577aa4cd6408c7b6a46e8ba7cb5c54cd38cef769",
    commits: ["577aa4cd6408c7b6a46e8ba7cb5c54cd38cef769"],
    // pip-compile's output kept under requirements/; Engram reads requirements*.txt at the project's top
    lockfiles: [{ path: "requirements/prod.txt", as: "requirements.txt" }],
  },
  {
    repo: "proteanhq/protean",
    language: "python",
    group: "development",
    library: "sqlalchemy",
    packageName: "sqlalchemy",
    from: "1.4.52",
    to: "2.0.30",
    base: "18e422bc2d6f87c5799bdbae0e1e00a3b089f5e6",
    lockAfter: "c0b793ac32371529ed5f38384bebf3608d08c249",
    commits: ["c0b793ac32371529ed5f38384bebf3608d08c249"],
    lockfiles: [
      { path: "poetry.lock", as: "poetry.lock" },
      { path: "pyproject.toml", as: "pyproject.toml" },
    ],
  },
  {
    repo: "competitive-verifier/competitive-verifier",
    language: "python",
    group: "held-out",
    library: "pydantic",
    packageName: "pydantic",
    from: "1.10.2",
    to: "2.4.2",
    base: "413b2d8c5d428bfc64a4bd6519e4a0c866f9681f",
    lockAfter: "bc30581761d4ae94f79f1daf8e9647dc2a7a67f0",
    commits: ["bc30581761d4ae94f79f1daf8e9647dc2a7a67f0"],
    lockfiles: [
      { path: "poetry.lock", as: "poetry.lock" },
      { path: "pyproject.toml", as: "pyproject.toml" },
    ],
  },
  {
    repo: "openqase/openqase",
    language: "typescript",
    group: "development",
    library: "zod",
    packageName: "zod",
    from: "3.25.76",
    to: "4.3.6",
    base: "30bdbdeed41a255b396b8c0dac66b6fda59b1623",
    lockAfter: "f5226fdbf470c0129b6683fb2e7cedfee47b7bdc",
    commits: ["f5226fdbf470c0129b6683fb2e7cedfee47b7bdc"],
    lockfiles: [
      { path: "package-lock.json", as: "package-lock.json" },
      { path: "package.json", as: "package.json" },
    ],
  },
  {
    repo: "maevsi/vibetype",
    language: "typescript",
    group: "development",
    library: "zod",
    packageName: "zod",
    from: "3.25.76",
    to: "4.4.3",
    base: "a9c9f8f8c756b73c5634ca2486550463446d5284",
    lockAfter: "60fdda54bd3b27a3a1929ca5aa77f048d0de5ad1",
    commits: ["60fdda54bd3b27a3a1929ca5aa77f048d0de5ad1"],
    lockfiles: [
      { path: "pnpm-lock.yaml", as: "pnpm-lock.yaml" },
      { path: "src/package.json", as: "src/package.json" },
    ],
  },
  {
    repo: "jesec/flood",
    language: "typescript",
    group: "held-out",
    library: "zod",
    packageName: "zod",
    from: "3.25.76",
    to: "4.4.1",
    base: "8913bd3994f0b1f0c3fa17660c2dd76d0be732a5",
    lockAfter: "a30b573e3f0637f3b3a8e4a24c9fd4aa9e1b3180",
    commits: ["a30b573e3f0637f3b3a8e4a24c9fd4aa9e1b3180", "1791ce6e3d330b9ebcbb59f60761a413728a4be7"],
    lockfiles: [
      { path: "pnpm-lock.yaml", as: "pnpm-lock.yaml" },
      { path: "package.json", as: "package.json" },
    ],
  },
];
