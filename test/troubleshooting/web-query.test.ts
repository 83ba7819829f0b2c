import { describe, expect, it } from "vitest";
import { classifyError } from "../../src/troubleshooting/classify.js";
import { webQuery } from "../../src/troubleshooting/web-query.js";

const queryOf = (error: string) => webQuery(classifyError(error));

describe("webQuery", () => {
  it("keeps the pattern's fixed words, and its type and code whole", () => {
    expect(queryOf("TypeError: Object of type datetime is not JSON serializable")).toBe("TypeError: Object of type is not JSON serializable");
    expect(queryOf("Error [ERR_REQUIRE_ESM]: require() of ES Module /a/b.js from /a/c.js not supported.")).toBe("Error [ERR_REQUIRE_ESM]: require() of ES Module from not supported.");
    expect(queryOf("Error [ERR_HTTP2_INVALID_SESSION]: The session has been destroyed")).toBe("Error [ERR_HTTP2_INVALID_SESSION]: The session has been destroyed");
  });

  it("leaves out host names, domains and addresses, quoted or not", () => {
    const expected = "OperationalError: connection to server at port failed: FATAL: password authentication failed for";
    expect(queryOf(`psycopg2.OperationalError: connection to server at "db-prod-7.internal.acme.com" (10.2.3.4), port 5432 failed: FATAL: password authentication failed for user "alice"`)).toBe(expected);
    expect(queryOf("psycopg2.OperationalError: connection to server at db-prod-7.internal.acme.com (10.2.3.4), port 5432 failed: FATAL: password authentication failed for user alice")).toBe(expected);
    expect(queryOf("OSError: could not reach internal.acme.com or db.acme.com")).toBe("OSError: could not reach or");
    expect(queryOf("Error: connect ECONNREFUSED 10.0.0.5:5432")).toBe("Error [ECONNREFUSED]: connect ECONNREFUSED");
    expect(queryOf("ConnectionError: no route to fe80::1ff:fe23:4567:890a or [2001:db8::1]:443 or fe::ab")).toBe("ConnectionError: no route to or or");
  });

  it("leaves out e-mail addresses, user@host forms and words with digits", () => {
    expect(queryOf("SMTPError: alice.smith@acme.com refused, relay via bob@mailhost denied")).toBe("SMTPError: refused, relay via denied");
    expect(queryOf("AuthError: token abc123def for svc7 expired")).toBe("AuthError: token for expired");
  });

  it("leaves out the word an account noun names, and keeps the noun's ordinary words", () => {
    expect(queryOf("Error: FATAL: role alice does not exist")).toBe("Error: FATAL: role does not exist");
    expect(queryOf("Error: FATAL: database acme_prod does not exist")).toBe("Error: FATAL: database does not exist");
    expect(queryOf("PermissionError: login=jdoe refused; jdoe is locked")).toBe("PermissionError: refused; is locked");
    expect(queryOf("OperationalError: unable to open database file")).toBe("OperationalError: unable to open database file");
    expect(queryOf("Error: FATAL: user does not exist")).toBe("Error: FATAL: user does not exist");
  });

  it("is the same for errors of one pattern", () => {
    const one = `psycopg2.OperationalError: connection to server at "a.example" (10.0.0.1), port 5432 failed: FATAL: password authentication failed for user "alice"`;
    const other = `psycopg2.OperationalError: connection to server at "b.example" (10.9.9.9), port 6432 failed: FATAL: password authentication failed for user "bob"`;
    expect(classifyError(one).key).toBe(classifyError(other).key);
    expect(queryOf(one)).toBe(queryOf(other));
  });
});
