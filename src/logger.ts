import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs; secrets are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    name: "engram",
    level,
    redact: {
      paths: ["password", "*.password", "apiKey", "*.apiKey", "authorization", "*.authorization", "req.headers.authorization"],
      censor: "[redacted]",
    },
  });
}
