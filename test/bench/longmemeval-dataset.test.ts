import { describe, expect, it } from "vitest";
import { drawGroups, groupSessions, parseLongMemEvalDate, readQuestion, seededFraction, type RawQuestion } from "../../bench/quality/longmemeval-dataset.js";

const raw = (overrides: Partial<RawQuestion> = {}): RawQuestion => ({
  question_id: "q1",
  question_type: "multi-session",
  question: "Which car did I buy?",
  question_date: "2023/05/30 (Tue) 23:40",
  haystack_session_ids: ["s-late", "s-early"],
  haystack_dates: ["2023/05/20 (Sat) 14:08", "2023/05/20 (Sat) 04:53"],
  haystack_sessions: [
    [
      { role: "user", content: "I picked it up today.", has_answer: true },
      { role: "assistant", content: "Congratulations!", has_answer: false },
    ],
    [
      { role: "user", content: "I bought a blue Civic.", has_answer: true },
      { role: "assistant", content: "Nice choice." },
    ],
  ],
  answer_session_ids: ["s-late", "s-early"],
  ...overrides,
});

describe("LongMemEval's oracle file as the recall-quality bench reads it", () => {
  it("reads the data's dates (no zone given) as UTC", () => {
    expect(parseLongMemEvalDate("2023/04/10 (Mon) 17:50")).toBe("2023-04-10T17:50:00.000Z");
    expect(() => parseLongMemEvalDate("10 April 2023")).toThrow(/Not a LongMemEval date/);
  });

  it("puts sessions oldest first, gives every turn its session's date, and keeps the turns' order", () => {
    const question = readQuestion(raw())!;
    expect(question.sessions.map((s) => s.sessionId)).toEqual(["s-early", "s-late"]);
    expect(question.sessions[0]!.occurredAt).toBe("2023-05-20T04:53:00.000Z");
    expect(question.sessions[0]!.turns).toEqual([
      { role: "user", content: "I bought a blue Civic." },
      { role: "assistant", content: "Nice choice." },
    ]);
    expect(question.askedAt).toBe("2023-05-30T23:40:00.000Z");
  });

  it("takes the evidence from the turns marked has_answer, by session and position", () => {
    const question = readQuestion(raw())!;
    const [early, late] = question.sessions;
    expect(question.evidence).toEqual([
      { session: early!.key, turn: 0 },
      { session: late!.key, turn: 0 },
    ]);
  });

  it("leaves out abstention questions and questions with no marked turn", () => {
    expect(readQuestion(raw({ question_id: "q1_abs" }))).toBeNull();
    const unmarked = raw();
    unmarked.haystack_sessions = unmarked.haystack_sessions.map((s) => s.map(({ role, content }) => ({ role, content })));
    expect(readQuestion(unmarked)).toBeNull();
  });

  it("refuses sessions, ids and dates that do not line up", () => {
    expect(() => readQuestion(raw({ haystack_dates: ["2023/05/20 (Sat) 14:08"] }))).toThrow(/2 session ids, 1 dates/);
  });

  it("keeps apart two sessions the data gives one id, and makes one of a session two questions share", () => {
    const a = readQuestion(raw())!;
    const b = readQuestion(raw({ question_id: "q2" }))!;
    const c = readQuestion(
      raw({ question_id: "q3", haystack_session_ids: ["s-early"], haystack_dates: ["2023/05/20 (Sat) 04:53"], haystack_sessions: [[{ role: "user", content: "Something else.", has_answer: true }]] }),
    )!;
    const sessions = groupSessions([a, b, c]);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.sessionId)).toEqual(["s-early", "s-early", "s-late"]);
    expect(sessions[0]!.turns[0]!.content).toBe("I bought a blue Civic.");
    expect(sessions[1]!.turns[0]!.content).toBe("Something else.");
  });

  it("draws the same questions into the same groups on every run, whatever the input order", () => {
    const questions = Array.from({ length: 10 }, (_, i) => readQuestion(raw({ question_id: `q${i}` }))!);
    const groups = drawGroups(questions, "seed", 6, 2);
    expect(groups.map((g) => g.length)).toEqual([3, 3]);
    expect(drawGroups([...questions].reverse(), "seed", 6, 2)).toEqual(groups);
    expect(drawGroups(questions, "other seed", 6, 2).flat().map((q) => q.id)).not.toEqual(groups.flat().map((q) => q.id));
    expect(seededFraction("seed", "q1")).toBeGreaterThanOrEqual(0);
    expect(seededFraction("seed", "q1")).toBeLessThan(1);
  });
});
