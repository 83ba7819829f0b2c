import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs; secrets are redacted wherever they could appear. CLI commands log to stderr (fd 2). */
export function createLogger(level: string, fd: 1 | 2 = 1): Logger {
  const options = {
    name: "engram",
    level,
    redact: {
      paths: ["password", "*.password", "apiKey", "*.apiKey", "authorization", "*.authorization", "req.headers.authorization"],
      censor: "[redacted]",
    },
  };
  return pino(options, pino.destination(fd));
}
