import neo4j from "neo4j-driver";
import { describe, expect, it } from "vitest";
import { decodeProperties, encodeProperties, FormatError } from "../../src/lifecycle/values.js";

const { DateTime, Date: Neo4jDate, Duration, Point } = neo4j.types;

describe("property values in an export file", () => {
  it("writes integers as numbers, tags floats that look whole and temporal values, and leaves nulls out", () => {
    const properties = {
      count: neo4j.int(42),
      score: 0.75,
      importance: 8,
      at: new DateTime(2024, 2, 29, 23, 59, 59, 123456789, 19800),
      zoned: new DateTime(2024, 3, 1, 10, 0, 0, 500000000, undefined, "Europe/Paris"),
      day: new Neo4jDate(2024, 2, 29),
      ttl: new Duration(0, 1, 7200, 0),
      tags: ["a", "b"],
      weights: [1, 2.5],
      gone: null,
    };
    expect(encodeProperties(properties, "Memory m1")).toEqual({
      count: 42,
      score: 0.75,
      importance: { $float: 8 },
      at: { $datetime: "2024-02-29T23:59:59.123456789+05:30" },
      zoned: { $datetime: "2024-03-01T10:00:00.500000000[Europe/Paris]" },
      day: { $date: "2024-02-29" },
      ttl: { $duration: "P1DT2H" },
      tags: ["a", "b"],
      weights: [{ $float: 1 }, 2.5],
    });
  });

  it("refuses, naming the node and property, what JSON cannot carry exactly", () => {
    expect(() => encodeProperties({ big: neo4j.int("9007199254740993") }, "Memory m1")).toThrow(
      new FormatError("Memory m1, property big, holds the integer 9007199254740993, beyond what JSON carries exactly (2^53)"),
    );
    expect(() => encodeProperties({ where: new Point(7203, 1, 2) }, "Memory m1")).toThrow(/^Memory m1, property where, holds a value of a type the export format does not carry/);
    expect(() => encodeProperties({ days: [new Neo4jDate(2024, 1, 1)] }, "Memory m1")).toThrow(/^Memory m1, property days, holds a list of temporal values/);
    expect(() => encodeProperties({ score: Number.NaN }, "Memory m1")).toThrow(/^Memory m1, property score, holds NaN, which the export format does not carry/);
    expect(() => encodeProperties({ score: Number.NEGATIVE_INFINITY }, "Memory m1")).toThrow(/^Memory m1, property score, holds -Infinity/);
  });

  it("reads integers back as Neo4j integers, whole floats as floats, and temporal values for Cypher to parse", () => {
    const decoded = decodeProperties({ count: 42, score: 0.75, importance: { $float: 8 }, at: { $datetime: "2024-02-29T23:59:59.123456789Z" }, tags: ["a"], gone: null }, "Memory");
    expect(decoded).toEqual({
      properties: { count: neo4j.int(42), score: 0.75, importance: 8, tags: ["a"] },
      temporals: [{ name: "at", type: "datetime", value: "2024-02-29T23:59:59.123456789Z" }],
    });
    expect(neo4j.isInt(decoded.properties.count)).toBe(true);
    expect(neo4j.isInt(decoded.properties.importance)).toBe(false);
  });

  it("refuses a number that is not finite, and quotes a refused value cut short", () => {
    expect(() => decodeProperties({ score: { $float: "NaN" } }, "Memory")).toThrow(
      new FormatError('Memory, property score: {"$float":"NaN"} is not a finite number; accepted: a JSON number or {"$float": n}, finite (no NaN or Infinity, which no Engram write stores)'),
    );
    expect(() => decodeProperties({ scores: [1.5, Number.POSITIVE_INFINITY] }, "Memory")).toThrow(/^Memory, property scores: Infinity is not a finite number/);
    expect(() => decodeProperties({ odd: { text: "x".repeat(10_000) } }, "Memory")).toThrow(/^Memory, property odd: \{"text":"x{71}… is not a property value/);
  });
});
