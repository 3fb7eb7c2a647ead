import type { Express, RequestHandler } from "express";
import type { Logger } from "pino";
import { redactUrl } from "./redact-url";

declare module "http" {
  interface IncomingMessage {
    /** The app's logger with this request's `req` fields bound; made on first use. */
    log: Logger;
  }
}

/** `req.id`: this process's number for the request (in its log line and in every line logged through `req.log`). */
interface Numbered {
  id?: number;
  method?: string;
  originalUrl?: string;
  url?: string;
}

const MAX_ID = 2147483647;
const ignoreError = () => undefined;

const requestFields = (req: Numbered) => ({
  id: req.id,
  method: req.method,
  // Reset, invitation and calendar-feed tokens are credentials: never in the request log.
  url: redactUrl(req.originalUrl ?? req.url ?? ""),
});

const levelOf = (status: number, failed: boolean) => (failed || status >= 500 ? "error" : status >= 400 ? "warn" : "info");

/**
 * The request log: one line per response, as pino-http wrote it (`req` {id, method, url}, `res` {statusCode},
 * `responseTime`, "request completed" / "request aborted"; 5xx at error with `err`, "request errored"; 4xx at
 * warn), on the app's pino logger. Unlike pino-http it makes no child logger per request (`req.log` is made
 * when a handler first uses it) and listens for the response's end only when the logger would write a line:
 * at level fatal or silent a request costs it a counter.
 */
export function requestLog(app: Express, logger: Logger, ignore: (url: string) => boolean): RequestHandler {
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Numbered) {
      const log = logger.child({ req: requestFields(this) });
      Object.defineProperty(this, "log", { value: log, writable: true, configurable: true, enumerable: true });
      return log;
    },
    set(this: object, value: Logger) {
      Object.defineProperty(this, "log", { value, writable: true, configurable: true, enumerable: true });
    },
  });
  let lastId = 0;
  return (req, res, next) => {
    (req as Numbered).id ??= lastId = (lastId + 1) & MAX_ID;
    if (logger.isLevelEnabled("error") && !ignore(req.url)) {
      const started = Date.now();
      const fields = requestFields(req as Numbered);
      const done = (err?: Error) => {
        res.off("close", done).off("finish", done).off("error", done);
        const responseTime = Date.now() - started;
        const status = res.statusCode;
        const level = levelOf(status, Boolean(err));
        if (!logger.isLevelEnabled(level)) return;
        if (err || status >= 500) {
          const error = err ?? new Error(`failed with status code ${status}`);
          logger[level]({ req: fields, res: { statusCode: status }, err: error, responseTime }, "request errored");
        } else {
          const message = !req.readableAborted && res.writableEnded ? "request completed" : "request aborted";
          logger[level]({ req: fields, res: { statusCode: status }, responseTime }, message);
        }
      };
      res.on("close", done).on("finish", done).on("error", done);
    } else {
      // As pino-http did: a response's "error" never goes unhandled.
      res.on("error", ignoreError);
    }
    next();
  };
}
