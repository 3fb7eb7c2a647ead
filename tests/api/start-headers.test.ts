/**
 * Starts the server the way `npm start` does (`tsx server/index.ts`, NODE_ENV unset, a built client) and checks
 * the security headers on the page, on a client route and on an asset: a self-hoster running the README's
 * command gets the same Content-Security-Policy as production (without `upgrade-insecure-requests`, which would
 * break the page over plain HTTP on a LAN address).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overPlainHttp, securityHeadersIn } from "../support/security-headers";

const root = fileURLToPath(new URL("../..", import.meta.url));
// A stand-in for `vite build`'s output: npm start builds into dist/public, which a fresh clone does not have yet.
const clientDir = mkdtempSync(path.join(os.tmpdir(), "sous-start-client-"));

let server: ChildProcess | undefined;
let base = "";
let output = "";

/** The environment of `npm start` in a shell with nothing set: no NODE_ENV (vitest sets one), no database URL. */
function startEnv(): NodeJS.ProcessEnv {
  const unset = new Set(["NODE_ENV", "DATABASE_URL", "TEST_DATABASE_URL", "SESSION_SECRET", "APP_ORIGIN"]);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !unset.has(key)));
  return { ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", CLIENT_DIR: clientDir, LOG_LEVEL: "info" };
}

/** Resolves with the port from the server's "listening" log line. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const line = output.split("\n").find((l) => l.includes("Sous is listening"));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} while starting:\n${output}`)));
  });
}

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><title>Sous</title><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script>',
  );
  writeFileSync(path.join(clientDir, "assets/index-AbC123.js"), "export {};\n");
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: startEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  base = `http://127.0.0.1:${await listeningPort(server)}`;
}, 240_000); // a whole server process (tsx, PGlite, migrations, seed): a minute or more on a busy machine


afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const child = server;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(force);
  }
  rmSync(clientDir, { recursive: true, force: true });
});

describe("npm start (NODE_ENV unset, built client)", () => {
  it.each([
    ["the page", "/", /text\/html/],
    ["a client route", "/licenses", /text\/html/],
    ["an asset", "/assets/index-AbC123.js", /javascript/],
  ])("sends production's security headers on %s (%s)", async (_what, url, type) => {
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(type);
    const csp = res.headers.get("content-security-policy") ?? "";
    const production = (await securityHeadersIn("production", false))["content-security-policy"]!;
    expect(csp).toBe(overPlainHttp(production));
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
