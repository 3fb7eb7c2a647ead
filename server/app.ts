import express, { type Express, type Request } from "express";
import { authRoutes } from "./auth/routes";
import { passwordResetRoutes } from "./auth/reset-routes";
import { createSessionMiddleware } from "./auth/session";
import { signupGate } from "./auth/signup-gate";
import { twoFactorSignInRoutes } from "./auth/two-factor-routes";
import { passkeySignInRoutes } from "./auth/passkey-routes";
import type { AppDeps } from "./deps";
import { documentStorageFromConfig } from "./documents/objects/from-config";
import { configureDocumentStorage, presignedDownloadOrigin } from "./documents/storage";
import { shutdownOcr } from "./documents/text";
import { createReadingQueue } from "./queue/setup";
import type { JobQueue } from "./queue/job-queue";
import { featureRouters } from "./features";
import { configureWebhookQueue } from "./features/webhooks/events";
import { configurePushQueue } from "./features/push/queue";
import { loadContext } from "./http/context";
import { errorHandler } from "./http/error-handler";
import { twoFactorGate } from "./http/two-factor-gate";
import { tokenAuth, tokenRateLimit } from "./http/token-auth";
import { notFound } from "./http/errors";
import { sameOriginMutations } from "./http/origin-check";
import { findClient, mountClient } from "./http/client";
import { pageData as readPageData } from "./http/page-data";
import { securityHeaders } from "./http/security-headers";
import { requestLog } from "./http/request-log";
import { prefixDispatch } from "./http/prefix-dispatch";
import { bodyParsers } from "./http/body-parsers";
import { compressResponses } from "./http/compress-responses";

export interface CreatedApp {
  app: Express;
  /** Started on first use; server/index.ts starts it at once so this process runs queued jobs from the start. */
  queue: JobQueue;
  close(): Promise<void>;
}

/** The Express app without listen(): the server and the tests build the same thing. */
export async function createApp(deps: AppDeps, options: { serveClient?: boolean } = {}): Promise<CreatedApp> {
  const { db, pool, config, logger } = deps;
  configureDocumentStorage(documentStorageFromConfig(config));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);

  const client = options.serveClient ? findClient(config.clientDir, config.clientSource) : undefined;
  app.use(securityHeaders(config, { viteDev: client?.kind === "vite", documentOrigin: await presignedDownloadOrigin() }));
  app.use(compressResponses());
  app.use(requestLog(app, logger, (url) => url === "/api/health"));
  // Sign-up's refusals are decided before any body or session work (issue 33 #1); same-origin first, as for every mutation.
  app.post("/api/signup", sameOriginMutations(config.appOrigin), signupGate(db, config));
  app.use("/api", bodyParsers());

  const session = await createSessionMiddleware(config, pool, db);
  app.use(
    "/api",
    session.middleware,
    sameOriginMutations(config.appOrigin),
    loadContext(db),
    tokenAuth(db),
    tokenRateLimit(db, config.apiTokenRateLimit),
    twoFactorGate,
  );

  const queue = deps.queue ?? createReadingQueue(deps, { work: config.jobs.runInWeb });
  configureWebhookQueue(queue);
  configurePushQueue(queue);
  app.use(
    prefixDispatch([
      authRoutes(db, config),
      passwordResetRoutes(deps),
      twoFactorSignInRoutes(deps),
      passkeySignInRoutes(deps),
      ...featureRouters.map((routes) => routes({ ...deps, queue })),
    ]),
  );
  app.use("/api", (_req, _res, next) => next(notFound("Not found")));

  const pageData = { middleware: [session.middleware, loadContext(db)], read: (req: Request) => readPageData(db, req, logger), logger };
  const clientServer = client ? await mountClient(app, client, pageData) : { close: async () => undefined };
  app.use(errorHandler);

  return {
    app,
    queue,
    async close() {
      if (!deps.queue) await queue.stop();
      await clientServer.close();
      session.close();
      // The document reader's worker threads (started on the first upload that needs them).
      await shutdownOcr();
    },
  };
}
