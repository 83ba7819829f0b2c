import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs; secrets are redacted wherever they could appear. CLI commands log to stderr (fd 2). */
export function createLogger(level: string, destination: 1 | 2 | DestinationStream = 1): Logger {
  const options = {
    name: "engram",
    level,
    redact: {
      paths: ["password", "*.password", "apiKey", "*.apiKey", "authorization", "*.authorization", "req.headers.authorization"],
      censor: "[redacted]",
    },
  };
  return pino(options, typeof destination === "number" ? pino.destination(destination) : destination);
}
