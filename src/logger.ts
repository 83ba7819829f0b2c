import { isatty } from "node:tty";
import { pino, type DestinationStream, type Logger } from "pino";
import PinoPretty from "pino-pretty";
import { currentRequest } from "./request-context.js";

export type { Logger };

/** json: one JSON object per line; pretty: a readable line (pino-pretty); auto: pretty on a terminal, JSON otherwise. */
export const LOG_FORMATS = ["auto", "json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Whether lines written to this file descriptor are read by a person. */
export function prettyFor(format: LogFormat, fd: 1 | 2): boolean {
  return format === "pretty" || (format === "auto" && isatty(fd));
}

/**
 * Structured logs, each line written while a request is handled carrying its requestId; secrets are
 * redacted wherever they could appear. The server logs to stdout (fd 1), CLI commands to stderr (fd 2).
 */
export function createLogger(level: string, destination: 1 | 2 | DestinationStream = 1, format: LogFormat = "json"): Logger {
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
  if (typeof destination !== "number") return pino(options, destination);
  const stream = prettyFor(format, destination)
    ? PinoPretty({ destination, sync: true, colorize: isatty(destination), translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,name" })
    : pino.destination(destination);
  return pino(options, stream);
}
