import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  /** Real PostgreSQL. Without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to DATABASE_URL at most (the embedded database always uses one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().default("./data"),
  /** The built client (vite build's outDir) to serve; without an index.html there, Vite's dev server. */
  CLIENT_DIR: z.string().optional(),
  /** `vite` always serves the client through Vite's dev middleware (npm run dev), even when a build exists. */
  CLIENT_SOURCE: z.enum(["auto", "vite"]).default("auto"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  /** Idle timeout of a session, in minutes; fractions allowed (0.05 = 3 seconds, for tests). */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60 * 24 * 7),
  /** Public origin of the app (scheme://host[:port]); used for the Origin check and OIDC redirects. */
  APP_ORIGIN: z.string().url().optional(),
  /** Passkeys (WebAuthn) on Profile and at sign-in; on unless "false". Needs APP_ORIGIN in production. */
  PASSKEYS: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === undefined || v === "" || v === "true" || v === "1"),
  TRUST_PROXY: flag,
  ALLOW_SIGNUP: flag,
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Allow a plain-http issuer (tests and local identity providers only). */
  OIDC_ALLOW_HTTP: flag,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Sous <no-reply@sous.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Hour of the day (server time, 0-23) at which the daily jobs run. */
  JOBS_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  /** Where new documents' bytes go: "postgres" (in the row, the default) or "s3" (S3-compatible object storage). */
  DOCUMENT_STORAGE: z.enum(["postgres", "s3"]).default("postgres"),
  /** The S3 API's address; omitted for AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Downloads of documents kept in S3 answer 302 to a short-lived pre-signed URL of the object instead of passing the bytes through. */
  S3_PRESIGNED_DOWNLOADS: flag,
  /** How long a pre-signed download URL works, in seconds. */
  S3_PRESIGNED_TTL_SECONDS: z.coerce.number().int().min(1).max(604_800).default(60),
  /** The S3 address browsers reach, when it differs from S3_ENDPOINT (an internal MinIO): used only to sign download URLs. */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  /** The web process runs queued jobs (document reading) itself; "false" when separate workers (npm run worker) do. */
  RUN_JOBS_IN_WEB: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === undefined || v === "" || v === "true" || v === "1"),
  /** Queued jobs one process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** A job still running after this long is failed and retried (a worker that died, a stuck read). */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).default(180),
  /** Tries after the first one for a job that crashed or timed out. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  /** Payroll uploads whose files together are larger than this many bytes are parsed on the job queue (202 + polling). */
  PAYROLL_QUEUE_BYTES: z.coerce.number().int().min(0).default(1024 * 1024),
  /** A binder PDF whose documents hold more than this many bytes together is built on the job queue (202 + progress). */
  BINDER_QUEUE_BYTES: z.coerce.number().int().min(0).default(4 * 1024 * 1024),
  /** Hours an object no document row references is kept before the daily sweep deletes it. */
  S3_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(24),
  /** Requests one personal access token may make per minute (Authorization: Bearer), across instances. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Let webhooks be delivered to private, loopback and link-local addresses (tests, an intranet receiver). */
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** Seconds before a failed webhook delivery's first retry; each later one waits twice as long (8 attempts). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(180),
  /** Web Push VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them); unset: made at first start and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** The contact push services see (mailto: or https:). */
  VAPID_SUBJECT: z.string().default("mailto:admin@sous.invalid"),
  /** Let pushes go to push endpoints at private or loopback addresses (tests with a local push service). */
  PUSH_ALLOW_PRIVATE: flag,
});

/** DATA_DIR value for a throw-away in-memory database (tests). */
export const MEMORY = "memory://";

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  clientDir: string;
  clientSource: "auto" | "vite";
  sessionSecret: string | undefined;
  sessionIdleMs: number;
  appOrigin: string | undefined;
  /** Passkeys are offered. Their relying party is APP_ORIGIN's host (outside production: the request's own origin when unset). */
  passkeys: boolean;
  trustProxy: boolean;
  allowSignup: boolean;
  secureCookies: boolean;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; allowHttp: boolean } | undefined;
  openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env["LOG_LEVEL"];
  jobsHour: number;
  documentStorage: "postgres" | "s3";
  jobs: { runInWeb: boolean; concurrency: number; timeoutSeconds: number; retryLimit: number };
  /** Payroll uploads above this many bytes (all files together) go onto the parse-payroll queue. */
  payrollQueueBytes: number;
  /** Binder PDFs whose documents hold more than this many bytes are built on the build-binder queue. */
  binderQueueBytes: number;
  /** Requests per minute per personal access token. */
  apiTokenRateLimit: number;
  /** Webhook deliveries may go to private, loopback and link-local addresses. */
  webhookAllowPrivate: boolean;
  webhookRetryDelaySeconds: number;
  /** Web Push: keys from the environment (both or neither), the VAPID subject, private endpoints allowed. */
  push: { publicKey: string | undefined; privateKey: string | undefined; subject: string; allowPrivate: boolean };
  /** Set whenever S3_BUCKET is: storage:migrate and reading "s3" rows need it even when new documents go to PostgreSQL. */
  s3: S3Config | undefined;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  orphanGraceMs: number;
  /** Set when downloads redirect to pre-signed URLs of the objects (S3_PRESIGNED_DOWNLOADS). */
  presignedDownloads: { ttlSeconds: number; publicEndpoint: string | undefined } | undefined;
}

/** Parses the environment once; fails with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error("Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together");
  }
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new Error("Invalid configuration:\n  SESSION_SECRET is required when NODE_ENV=production");
  }
  if (e.NODE_ENV === "production" && e.PASSKEYS && !e.APP_ORIGIN) {
    throw new Error(
      "Invalid configuration:\n  APP_ORIGIN is required when passkeys are on in production (a passkey is bound to the site's origin); set it, or PASSKEYS=false",
    );
  }
  if (e.DOCUMENT_STORAGE === "s3" && !e.S3_BUCKET) {
    throw new Error("Invalid configuration:\n  S3_BUCKET is required when DOCUMENT_STORAGE=s3");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  if ((e.S3_PRESIGNED_DOWNLOADS || e.S3_PUBLIC_ENDPOINT) && !e.S3_BUCKET) {
    throw new Error("Invalid configuration:\n  S3_PRESIGNED_DOWNLOADS and S3_PUBLIC_ENDPOINT need S3_BUCKET");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR === MEMORY ? MEMORY : path.resolve(e.DATA_DIR),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : fileURLToPath(new URL("../dist/public", import.meta.url)),
    clientSource: e.CLIENT_SOURCE,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMs: Math.round(e.SESSION_IDLE_MINUTES * 60_000),
    appOrigin: e.APP_ORIGIN?.replace(/\/$/, ""),
    passkeys: e.PASSKEYS,
    trustProxy: e.TRUST_PROXY,
    allowSignup: e.ALLOW_SIGNUP,
    secureCookies: e.NODE_ENV === "production",
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            allowHttp: e.OIDC_ALLOW_HTTP,
          }
        : undefined,
    openai: e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL } : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    jobsHour: e.JOBS_HOUR,
    documentStorage: e.DOCUMENT_STORAGE,
    jobs: {
      runInWeb: e.RUN_JOBS_IN_WEB,
      concurrency: e.JOB_CONCURRENCY,
      timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
    },
    payrollQueueBytes: e.PAYROLL_QUEUE_BYTES,
    binderQueueBytes: e.BINDER_QUEUE_BYTES,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    webhookRetryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    push: { publicKey: e.VAPID_PUBLIC_KEY || undefined, privateKey: e.VAPID_PRIVATE_KEY || undefined, subject: e.VAPID_SUBJECT, allowPrivate: e.PUSH_ALLOW_PRIVATE },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Self-hosted servers (MinIO, Ceph, test servers) want endpoint/bucket/key; AWS takes either.
          forcePathStyle: Boolean(e.S3_ENDPOINT),
          orphanGraceMs: Math.round(e.S3_ORPHAN_GRACE_HOURS * 3_600_000),
          presignedDownloads: e.S3_PRESIGNED_DOWNLOADS
            ? { ttlSeconds: e.S3_PRESIGNED_TTL_SECONDS, publicEndpoint: e.S3_PUBLIC_ENDPOINT?.replace(/\/$/, "") }
            : undefined,
        }
      : undefined,
  };
}
