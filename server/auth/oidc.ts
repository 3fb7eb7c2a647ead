import { eq } from "drizzle-orm";
import * as client from "openid-client";
import { users, type User } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { countUsers, findUserByEmail, lockFirstAccount, normalizeEmail } from "./users";

type OidcConfig = NonNullable<Config["oidc"]>;

/** OpenID Connect sign-in (authorization code + PKCE) against the configured issuer. */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly oidc: OidcConfig) {}

  private discover(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.oidc.issuerUrl),
        this.oidc.clientId,
        this.oidc.clientSecret,
        undefined,
        this.oidc.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return this.configuration;
  }

  async start(redirectUri: string) {
    const config = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, check: { state, nonce, codeVerifier } };
  }

  /** Completes the round trip; returns the identity the issuer vouches for. */
  async finish(currentUrl: URL, check: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.discover();
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: check.codeVerifier,
      expectedState: check.state,
      expectedNonce: check.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("The identity provider returned no ID token");
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    const email = (info.email ?? claims.email) as string | undefined;
    if (!email) throw new Error("The identity provider did not share an e-mail address");
    // The e-mail can link to an existing account, so one the issuer has not verified must not take it over.
    const verified = info.email_verified ?? claims.email_verified;
    if (verified === false || verified === "false") throw new Error("The identity provider has not verified the e-mail address");
    return {
      subject: `${claims.iss}|${claims.sub}`,
      email: normalizeEmail(email),
      firstName: (info.given_name as string | undefined) ?? null,
      lastName: (info.family_name as string | undefined) ?? null,
      picture: (info.picture as string | undefined) ?? null,
    };
  }
}

/** Matches the identity to a user by subject, then by e-mail, or creates one. */
export async function upsertOidcUser(
  db: Db,
  identity: { subject: string; email: string; firstName: string | null; lastName: string | null; picture: string | null },
): Promise<User> {
  const [bySubject] = await db.select().from(users).where(eq(users.oidcSubject, identity.subject));
  const existing = bySubject ?? (await findUserByEmail(db, identity.email));
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({
        oidcSubject: identity.subject,
        firstName: existing.firstName ?? identity.firstName,
        lastName: existing.lastName ?? identity.lastName,
        profileImageUrl: existing.profileImageUrl ?? identity.picture,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  const created = await db.transaction(async (tx) => {
    await lockFirstAccount(tx);
    const [row] = await tx
      .insert(users)
      .values({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.picture,
        oidcSubject: identity.subject,
        // Like the first local account, the first person in on a fresh install administers the platform.
        role: (await countUsers(tx)) === 0 ? "super_admin" : "user",
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  if (created) return created;
  return (await findUserByEmail(db, identity.email))!;
}
