/**
 * A Web Push service for tests: an HTTP endpoint that receives the push requests the server sends, checks their
 * VAPID signature and decrypts their aes128gcm payload with the subscription's private keys. Written from RFC 8291
 * (Message Encryption for Web Push), RFC 8188 (aes128gcm) and RFC 8292 (VAPID) with node:crypto, not from the
 * web-push package the server uses. It also plays the browser: it makes the subscription keys a browser would
 * (a P-256 key pair and a 16-byte auth secret).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface BrowserKeys {
  ecdh: ECDH;
  /** The subscription as PushSubscription.toJSON() gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload (JSON text for Sous). */
  plaintext: string;
  /** The VAPID JWT verified against the key in the Authorization header, with its claims. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
}

const b64u = (b: Buffer) => b.toString("base64url");
const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`, "ascii"), Buffer.from([0])]);

/** RFC 8291 §3.4 and RFC 8188 §2: the payload of one push with the user agent's keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 0x04) throw new Error("the keyid is not an uncompressed P-256 key");
  if (records.length > rs) throw new Error("more than one record (not expected for a small payload)");
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info", "ascii"), Buffer.from([0]), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error("the last record does not end with the 0x02 delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: "vapid t=<JWT>, k=<key>", the JWT signed ES256 with the key's private half. */
function verifyVapid(authorization: string | undefined): ReceivedPush["vapid"] {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = m[1]!.split(".");
  const raw = Buffer.from(m[2]!, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature!, "base64url"));
  if (!ok) throw new Error("the VAPID signature does not verify");
  const parsed = JSON.parse(Buffer.from(claims!, "base64url").toString("utf8")) as { aud: string; sub: string; exp: number };
  if (JSON.parse(Buffer.from(header!, "base64url").toString("utf8")).alg !== "ES256") throw new Error("the VAPID JWT is not ES256");
  return { publicKey: m[2]!, ...parsed };
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** What the service answers for a path (201 unless told: 410 when the subscription is gone). */
  answer: Map<string, number>;
  /** A browser's subscription to this service. */
  subscribe(name: string): BrowserKeys;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const status = answer.get(path) ?? 201;
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`no subscription at ${path}`);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
        if (!req.headers.ttl) throw new Error("no TTL header");
        const vapid = verifyVapid(req.headers.authorization);
        if (status < 300) received.push({ path, headers: req.headers, plaintext: decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth), vapid });
      } catch (err) {
        failures.push(String(err));
        res.statusCode = 400;
        res.end();
        return;
      }
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer,
    subscribe(name) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      browsers.set(path, { ecdh, auth });
      return { ecdh, json: { endpoint: `${origin}${path}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } };
    },
    async waitFor(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (failures.length > 0) throw new Error(`the push service refused a push: ${failures.join("; ")}`);
        if (Date.now() > until) throw new Error(`${received.length} of ${count} pushes arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
