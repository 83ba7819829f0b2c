import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequest } from "./request-context.js";

export type { Logger };

/** Structured JSON logs, each line written while a request is handled carrying its requestId; secrets are redacted wherever they could appear. CLI commands log to stderr (fd 2). */
export function createLogger(level: string, destination: 1 | 2 | DestinationStream = 1): Logger {
  const options = {
    name: "engram",
    level,
    redact: {
      paths: ["password", "*.password", "apiKey", "*.apiKey", "authorization", "*.authorization", "req.headers.authorization"],
      censor: "[redacted]",
    },
    mixin: () => {
      const request = currentRequest();
      return request === undefined ? {} : { requestId: request.requestId };
    },
  };
  return pino(options, typeof destination === "number" ? pino.destination(destination) : destination);
}
