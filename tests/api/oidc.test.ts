import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
// @ts-expect-error -- oidc-provider ships no type declarations; the little used here is typed below.
import OidcProvider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

interface Provider {
  callback(): http.RequestListener;
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;

const CLIENT_ID = "sous-test";
const CLIENT_SECRET = randomBytes(24).toString("hex");

/** The provider's accounts; the login form's "login" field is the account id. */
const accounts: Record<string, { email: string; given_name: string; family_name: string; email_verified?: boolean }> = {
  "acct-first": { email: "Olive.Owner@Example.test", given_name: "Olive", family_name: "Owner" },
  "acct-existing": { email: "known.cook@example.test", given_name: "Provider", family_name: "Name" },
  "acct-state": { email: "state.check@example.test", given_name: "Stan", family_name: "State" },
  "acct-unverified": { email: "olive.owner@example.test", given_name: "Mallory", family_name: "Mimic", email_verified: false },
  "acct-invitee": { email: "invited.cook@example.test", given_name: "Ivy", family_name: "Invitee" },
};

/** Starts a server whose handler is set later, so the origin is known before the app is built. */
async function listenLate() {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    use(next: http.RequestListener) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar keyed by name (paths ignored: each jar only ever talks to one origin). */
class Jar {
  private cookies = new Map<string, string>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attrs.some((a) => {
        const [k = "", v = ""] = a.split("=");
        const key = k.trim().toLowerCase();
        return (key === "expires" && Date.parse(v) <= Date.now()) || (key === "max-age" && Number(v) <= 0);
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

async function send(jar: Jar, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  const res = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(res);
  return res;
}

const locationOf = (res: Response, base: string) => {
  const location = res.headers.get("location");
  if (!location) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(location, base);
};

let app: TestApp;
let appServer: Awaited<ReturnType<typeof listenLate>>;
let issuerServer: Awaited<ReturnType<typeof listenLate>>;

beforeAll(async () => {
  appServer = await listenLate();
  issuerServer = await listenLate();

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  const Provider = OidcProvider as ProviderClass;
  const provider = new Provider(issuerServer.origin, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appServer.origin}/api/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // openid-client v6 authenticates with client_secret_post when given a bare secret.
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const { email_verified = true, ...rest } = account;
          return { sub: id, email_verified, ...rest };
        },
      };
    },
  });
  issuerServer.use(provider.callback());

  app = await createTestApp({
    APP_ORIGIN: appServer.origin,
    OIDC_ISSUER_URL: issuerServer.origin,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ALLOW_HTTP: "true",
  });
  appServer.use(app.app);
});

afterAll(async () => {
  await appServer?.close();
  await issuerServer?.close();
  await app?.close();
});

/**
 * GET /api/login on the app, then signs in at the provider as `accountId` and consents through the
 * provider's development interaction forms. Returns the app's callback URL the provider sent back to.
 */
async function signInAtProvider(appJar: Jar, accountId: string, loginPath = "/api/login"): Promise<URL> {
  const login = await send(appJar, `${appServer.origin}${loginPath}`);
  expect(login.status).toBe(302);
  expect(appJar.has("sous.sid")).toBe(true);
  const authorize = locationOf(login, appServer.origin);
  expect(authorize.origin).toBe(issuerServer.origin);
  expect(authorize.pathname).toBe("/auth");
  expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${appServer.origin}/api/callback`);
  expect(authorize.searchParams.get("response_type")).toBe("code");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();

  const idpJar = new Jar();
  let res = await send(idpJar, authorize.href);
  const answered: string[] = [];
  // Follow redirects within the provider; answer each interaction form (login, then consent).
  for (let hops = 0; hops < 12; hops++) {
    if (res.status === 200) {
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${page.slice(0, 500)}`);
      answered.push(prompt);
      const form: Record<string, string> = prompt === "login" ? { prompt, login: accountId, password: "any" } : { prompt };
      res = await send(idpJar, new URL(action, issuerServer.origin).href, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      });
      continue;
    }
    if (res.status < 300 || res.status >= 400) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const next = locationOf(res, issuerServer.origin);
    if (next.origin === appServer.origin) {
      expect(answered).toEqual(["login", "consent"]);
      return next;
    }
    res = await send(idpJar, next.href);
  }
  throw new Error("the provider never redirected back to the app");
}

const countByEmail = async (email: string) => {
  const [row] = await app.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
};

describe("OpenID Connect sign-in", () => {
  it("signs in through the provider and creates the first user as super admin", async () => {
    const appJar = new Jar();
    const callback = await signInAtProvider(appJar, "acct-first");
    expect(callback.pathname).toBe("/api/callback");
    expect(callback.searchParams.get("code")).toBeTruthy();
    expect(callback.searchParams.get("state")).toBeTruthy();

    const before = appJar.header();
    const done = await send(appJar, callback.href);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    expect(appJar.header()).not.toBe(before); // a regenerated session id

    const me = await send(appJar, `${appServer.origin}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "olive.owner@example.test",
      firstName: "Olive",
      lastName: "Owner",
      role: "super_admin",
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, "olive.owner@example.test"));
    expect(row?.oidcSubject).toBe(`${issuerServer.origin}|acct-first`);

    // Signing in again matches the same user by subject.
    const again = new Jar();
    const second = await send(again, (await signInAtProvider(again, "acct-first")).href);
    expect(second.status).toBe(302);
    expect(await countByEmail("olive.owner@example.test")).toBe(1);
  });

  it("matches an existing user by e-mail without duplicating it or changing the role", async () => {
    const existing = await createUser(app.db, { email: "known.cook@example.test", role: "admin", firstName: "Kim", lastName: "Cook" });
    const appJar = new Jar();
    const callback = await signInAtProvider(appJar, "acct-existing");
    const done = await send(appJar, callback.href);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");

    const me = await send(appJar, `${appServer.origin}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: existing.id, email: "known.cook@example.test", role: "admin", firstName: "Kim", lastName: "Cook" });
    expect(await countByEmail("known.cook@example.test")).toBe(1);
    const [row] = await app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.role).toBe("admin");
    expect(row?.oidcSubject).toBe(`${issuerServer.origin}|acct-existing`);
  });

  it("refuses a callback whose state does not match the session", async () => {
    const appJar = new Jar();
    const callback = await signInAtProvider(appJar, "acct-state");
    callback.searchParams.set("state", "not-the-state-we-sent");
    const refused = await send(appJar, callback.href);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-type")).toMatch(/text\/html/);
    expect(await refused.text()).toContain("Sign-in failed");

    const me = await send(appJar, `${appServer.origin}/api/auth/user`);
    expect(me.status).toBe(401);
    expect(await countByEmail("state.check@example.test")).toBe(0);
  });

  it("refuses an e-mail the provider has not verified, leaving the account with that e-mail alone", async () => {
    const [owner] = await app.db.select().from(users).where(eq(users.email, "olive.owner@example.test"));
    const appJar = new Jar();
    const callback = await signInAtProvider(appJar, "acct-unverified");
    const refused = await send(appJar, callback.href);
    expect(refused.status).toBe(401);

    const me = await send(appJar, `${appServer.origin}/api/auth/user`);
    expect(me.status).toBe(401);
    const [after] = await app.db.select().from(users).where(eq(users.email, "olive.owner@example.test"));
    expect(after?.oidcSubject).toBe(owner?.oidcSubject);
    expect(await countByEmail("olive.owner@example.test")).toBe(1);
  });

  it("brings an invited person back to the invitation after signing in at the provider", async () => {
    const tenant = await createTenant(app.db, "Invite Over OIDC");
    const admin = await signedInAgent(app.app, tenant.admin.email, TEST_PASSWORD);
    const invited = await admin
      .post("/api/user-invitations")
      .send({ email: "invited.cook@example.test", role: "user", locationId: tenant.assigned.id });
    expect(invited.status).toBe(201);
    const invitePath = new URL(invited.body.link as string).pathname.replace("/invite/", "/api/invite/");

    const appJar = new Jar();
    const page = await (await send(appJar, `${appServer.origin}${invitePath}`)).text();
    const ssoHref = `/api/login?next=${encodeURIComponent(invitePath)}`;
    expect(page).toContain(`href="${ssoHref}"`);
    expect(page).not.toContain('name="password"'); // with single sign-on, no local password is set

    const done = await send(appJar, (await signInAtProvider(appJar, "acct-invitee", ssoHref)).href);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(invitePath);
    expect(await (await send(appJar, `${appServer.origin}${invitePath}`)).text()).toContain("Accept invitation");
    const accepted = await send(appJar, `${appServer.origin}${invitePath}`, { method: "POST" });
    expect(accepted.status).toBe(303);
    const me = await send(appJar, `${appServer.origin}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: "invited.cook@example.test", role: "user", organizationId: tenant.org.id });
  });
});
