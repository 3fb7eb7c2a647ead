import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Addresses a webhook may not be sent to (SSRF): loopback, private, link-local (cloud metadata), CGNAT, unspecified, multicast. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  BLOCKED.addSubnet(net, prefix, "ipv6");

export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`Refused: ${host} resolves to ${address}, a private, loopback or link-local address`);
    this.name = "RefusedAddressError";
  }
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1]!, "ipv4");
    return BLOCKED.check(address, "ipv6");
  }
  return true;
}

/**
 * The address to connect to for a webhook's host: every address the name resolves to must be public (a name with
 * one private address among public ones is refused), and the connection then goes to the checked address, so a
 * second DNS answer cannot swap in another (rebinding). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lifts the rule.
 */
export async function resolveDeliveryAddress(host: string, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.replace(/^\[|\]$/g, "");
  const answers = isIP(bare) ? [{ address: bare, family: isIP(bare) as 4 | 6 }] : await lookup(bare, { all: true, verbatim: true });
  if (answers.length === 0) throw new Error(`${host} did not resolve`);
  if (!allowPrivate) for (const a of answers) if (isBlockedAddress(a.address)) throw new RefusedAddressError(host, a.address);
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
