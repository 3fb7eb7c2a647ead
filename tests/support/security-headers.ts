import express from "express";
import request from "supertest";
import { loadConfig } from "@server/config";
import { securityHeaders } from "@server/http/security-headers";

/** The headers `securityHeaders` sends in the given mode, read off a bare Express app. */
export async function securityHeadersIn(env: "development" | "test" | "production", viteDev: boolean) {
  const config = loadConfig({ NODE_ENV: env, SESSION_SECRET: "security-headers-test-secret", DATA_DIR: "memory://", APP_ORIGIN: "https://sous.example.test" });
  const app = express().use(securityHeaders(config, { viteDev }));
  app.get("/", (_req, res) => res.send("ok"));
  return (await request(app).get("/")).headers;
}

/** A Content-Security-Policy without `upgrade-insecure-requests`, which only production (HTTPS) sends. */
export const overPlainHttp = (policy: string) =>
  policy
    .split(";")
    .filter((d) => d.trim() !== "upgrade-insecure-requests")
    .join(";");
