import { describe, expect, it } from "vitest";
import { checkDocumentPath, closestPaths } from "../../src/knowledge/documents.js";
import { nameWords, sectionUrl, truncateAtWord } from "../../src/knowledge/identity.js";
import { bestExcerpt, EXCERPT_LENGTH } from "../../src/knowledge/search/excerpt.js";
import { compareVersions, isDeprecatedAt } from "../../src/knowledge/versions.js";

describe("versions", () => {
  it("compares part by part as numbers, with or without a leading v", () => {
    expect(compareVersions("3.10", "3.9")).toBeGreaterThan(0);
    expect(compareVersions("v18.2.0", "18.10")).toBeLessThan(0);
    expect(compareVersions("5.26", "5.26.0")).toBe(0);
  });

  it("Node's stability 0 marks an entry deprecated even without a version", () => {
    expect(isDeprecatedAt({ versionIntroduced: null, deprecatedIn: null, stability: "0 - Deprecated: use fs.stat()" }, "18.0.0")).toBe(true);
    expect(isDeprecatedAt({ versionIntroduced: null, deprecatedIn: null, stability: "2 - Stable" }, null)).toBe(false);
  });
});

describe("excerpts", () => {
  const text =
    "The fs module enables interacting with the file system. " +
    "Asynchronously reads the entire contents of a file, and the callback is passed the data of the file once it has been read completely. " +
    "If no encoding is specified, the raw buffer is returned.";

  it("is the sentence holding the most query words", () => {
    expect(bestExcerpt(text, ["read", "entire", "file"])).toMatch(/^Asynchronously reads the entire contents/);
  });

  it("is at most 200 characters, cut at a word boundary", () => {
    const long = `${"word ".repeat(30)}the contents of a file are read entirely ${"more words follow here ".repeat(20)}`;
    const excerpt = bestExcerpt(long, ["contents", "file"]);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toContain("contents of a file");
    expect(excerpt.replace(/…/g, "").trim().split(" ").every((word) => long.includes(word))).toBe(true);
  });

  it("truncation never splits a word", () => {
    expect(truncateAtWord("alpha beta gamma delta", 13)).toBe("alpha beta…");
  });
});

describe("names and addresses", () => {
  it("splits API names into the words questions use", () => {
    expect(nameWords("fs.readFile").split(" ")).toEqual(expect.arrayContaining(["fs", "read", "file", "readfile"]));
    expect(nameWords("os.path.join").split(" ")).toEqual(expect.arrayContaining(["os", "path", "join"]));
  });

  it("URLs are base-url + path, with the anchor", () => {
    expect(sectionUrl("https://nodejs.org/docs/v18.20.4/api", "fs.html", "fs_fs_readfile_path_options_callback")).toBe(
      "https://nodejs.org/docs/v18.20.4/api/fs.html#fs_fs_readfile_path_options_callback",
    );
    expect(sectionUrl(null, "guides/routing", null)).toBeNull();
  });
});

describe("document paths", () => {
  it.each(["../secrets", "guides/../../etc/passwd", "/etc/passwd", "%2e%2e/secrets", "%252e%252e%252fsecrets", "..%5c..%5cwindows", "C:/Windows"])(
    "refuses %s, naming the field",
    (path) => {
      expect(() => checkDocumentPath(path)).toThrow(/^path must be a relative path inside the documentation set/);
    },
  );

  it("accepts relative paths and normalises ./ and doubled slashes", () => {
    expect(checkDocumentPath("./guides//routing")).toBe("guides/routing");
  });

  it("suggests the three closest existing paths, nearest first", () => {
    expect(closestPaths("guides/routng", ["faq", "guides/rendering", "api/router", "guides/routing", "guides/routing"])).toEqual(["guides/routing", "guides/rendering", "api/router"]);
  });
});
