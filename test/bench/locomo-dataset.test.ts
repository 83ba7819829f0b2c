import { describe, expect, it } from "vitest";
import { parseEvidence, parseSessionDate, readConversation, turnContent, turnTimesOf } from "../../bench/quality/locomo-dataset.js";

describe("LoCoMo's dataset as the recall-quality bench reads it", () => {
  it("reads a session's date and time", () => {
    expect(new Date(parseSessionDate("1:56 pm on 8 May, 2023")).toISOString()).toBe("2023-05-08T13:56:00.000Z");
    expect(new Date(parseSessionDate("12:09 am on 13 September, 2023")).toISOString()).toBe("2023-09-13T00:09:00.000Z");
    expect(() => parseSessionDate("yesterday")).toThrow(/Not a LoCoMo session date/);
  });

  it("reads the evidence ids the dataset writes badly as the turns they name", () => {
    expect(parseEvidence(["D1:3"])).toEqual(["D1:3"]);
    expect(parseEvidence(["D8:6; D9:17", "D9:1 D4:4"])).toEqual(["D8:6", "D9:17", "D9:1", "D4:4"]);
    expect(parseEvidence(["D:11:26", "D30:05", "D"])).toEqual(["D11:26", "D30:5"]);
  });

  it("keeps a shared photo's caption with the turn's words", () => {
    expect(turnContent({ speaker: "Mel", dia_id: "D1:2", text: "Look at this.", blip_caption: "a photo of a lake" })).toBe("Mel: Look at this. [shares a photo of a lake]");
  });

  const raw = {
    sample_id: "conv-x",
    conversation: {
      session_1_date_time: "9:00 am on 1 March, 2023",
      session_1: [
        { speaker: "A", dia_id: "D1:1", text: "hi" },
        { speaker: "B", dia_id: "D1:2", text: "hello" },
      ],
      session_2_date_time: "9:00 am on 2 March, 2023",
      session_2: [{ speaker: "A", dia_id: "D2:1", text: "again" }],
    },
    qa: [
      { question: "kept", category: 1, evidence: ["D1:2", "D7:7"] },
      { question: "adversarial", category: 5, evidence: ["D1:1"] },
      { question: "no evidence", category: 3, evidence: [] },
      { question: "only unknown turns", category: 4, evidence: ["D9:9"] },
    ],
  };

  it("keeps questions of categories 1-4 with evidence that names a turn, and the turns in order, each with its session's date", () => {
    const conversation = readConversation(raw);
    expect(conversation.turns.map((turn) => [turn.diaId, turn.occurredAt])).toEqual([
      ["D1:1", "2023-03-01T09:00:00.000Z"],
      ["D1:2", "2023-03-01T09:00:00.000Z"],
      ["D2:1", "2023-03-02T09:00:00.000Z"],
    ]);
    expect(conversation.questions).toEqual([{ question: "kept", category: 1, evidence: ["D1:2"] }]);
  });

  it("invents a minute per turn of a session when asked to (LOCOMO_TIMES=per-turn)", () => {
    expect(readConversation(raw, turnTimesOf("per-turn")).turns.map((turn) => [turn.diaId, turn.occurredAt])).toEqual([
      ["D1:1", "2023-03-01T09:00:00.000Z"],
      ["D1:2", "2023-03-01T09:01:00.000Z"],
      ["D2:1", "2023-03-02T09:00:00.000Z"],
    ]);
    expect(turnTimesOf(undefined)).toBe("as-given");
    expect(() => turnTimesOf("per-minute")).toThrow(/LOCOMO_TIMES must be as-given or per-turn/);
  });
});
