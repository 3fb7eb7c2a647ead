/**
 * The attacker's side of bench/signup-burst.ts, in its own process (as a burst from elsewhere would be): for each
 * line `<address>` read from stdin, sends SIGNUPS sign-ups SIGNUPS_IN_FLIGHT at a time from that address
 * (X-Forwarded-For; the app trusts one proxy), and prints one JSON line with the statuses once all are answered.
 * Args: baseUrl signups inFlight
 */
import readline from "node:readline";

const [baseUrl, signupsArg, inFlightArg] = process.argv.slice(2) as [string, string, string];
const SIGNUPS = Number(signupsArg);
const IN_FLIGHT = Number(inFlightArg);

async function burst(address: string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < SIGNUPS) {
      const i = next++;
      const res = await fetch(`${baseUrl}/api/signup`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ email: `burst-${address}-${i}@example.test`, password: "long enough password" }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return statuses;
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const started = performance.now();
  const statuses = await burst(line.trim());
  console.log(JSON.stringify({ statuses, ms: performance.now() - started }));
}
