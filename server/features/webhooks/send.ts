import http from "node:http";
import https from "node:https";
import { resolveDeliveryAddress } from "./address-guard";

const TIMEOUT_MS = 10_000;
/** Only the start of an endpoint's answer is read (its status is what counts). */
const MAX_RESPONSE_BYTES = 4096;

export interface SendResult {
  status: number;
}

/**
 * POSTs one webhook body to `url`, connecting only to the address the guard approved; redirects are not followed
 * (a 3xx is an answer like any other, and could otherwise lead to a private address).
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<SendResult> {
  return guardedPost(url, { "content-type": "application/json", "user-agent": "Sous-Webhooks/1", ...headers }, body, allowPrivate);
}

/** The same for any POST to an address outside (Web Push too): `headers` as given, content-length set here. */
export async function guardedPost(url: string, headers: Record<string, string>, body: string | Buffer, allowPrivate: boolean): Promise<SendResult> {
  const given = Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== "content-length"));
  const target = new URL(url);
  const { address, family } = await resolveDeliveryAddress(target.hostname, allowPrivate);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...given, "content-length": Buffer.byteLength(body) },
        timeout: TIMEOUT_MS,
        // Node asks for every address when it races IPv4 and IPv6: answer the one approved address either way.
        lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          opts.all ? callback(null, [{ address, family }]) : callback(null, address, family)) as never,
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on("close", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end(body);
  });
}
