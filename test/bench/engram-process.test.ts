import { describe, expect, it } from "vitest";
import { parseVariant } from "../../bench/engram-process.js";

describe("parseVariant", () => {
  it("reads a name and its settings, a value keeping its own '=' and ':'", () => {
    expect(parseVariant("in Cypher:ENGRAM_VECTOR_COPY=0")).toEqual({ name: "in Cypher", settings: "ENGRAM_VECTOR_COPY=0", env: { ENGRAM_VECTOR_COPY: "0" } });
    expect(parseVariant("remote:EMBEDDINGS_URL=http://127.0.0.1:9/v1?a=b,ENGRAM_EMBEDDINGS=openai")).toEqual({
      name: "remote",
      settings: "EMBEDDINGS_URL=http://127.0.0.1:9/v1?a=b, ENGRAM_EMBEDDINGS=openai",
      env: { EMBEDDINGS_URL: "http://127.0.0.1:9/v1?a=b", ENGRAM_EMBEDDINGS: "openai" },
    });
  });

  it("refuses a variant without a name or settings, naming the accepted form", () => {
    for (const text of ["ENGRAM_VECTOR_COPY=0", "copy:", ":ENGRAM_VECTOR_COPY=0", "copy:vector_copy=0"]) {
      expect(() => parseVariant(text)).toThrow(/expected name:ENV=value,ENV=value/);
    }
  });
});
