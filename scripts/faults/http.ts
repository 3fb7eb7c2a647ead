import http from "node:http";

/** A signed-in client of one app process. The app runs as in production behind a TLS proxy. */
export interface Session {
  base: string;
  cookie: string;
}

export interface Outcome {
  op: string;
  start: number;
  end: number;
  status: number;
  ok: boolean;
  error?: string;
  body?: unknown;
}

const PROXY_HEADERS = { "X-Forwarded-Proto": "https" };

export async function call(session: Session, op: string, method: string, path: string, body?: unknown, timeoutMs = 5000): Promise<Outcome> {
  const start = Date.now();
  try {
    const res = await fetch(`${session.base}${path}`, {
      method,
      headers: { ...PROXY_HEADERS, Cookie: session.cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { op, start, end: Date.now(), status: res.status, ok: res.status < 400, body: parsed };
  } catch (err) {
    return { op, start, end: Date.now(), status: 0, ok: false, error: (err as Error).message };
  }
}

/** Creates the first account (the platform's super admin), its organization and a location. */
export async function bootstrap(base: string) {
  const signup = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { ...PROXY_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "faults@example.test", password: "fault test password", firstName: "Fault", lastName: "Tester" }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers.getSetCookie().find((c) => c.startsWith("sous.sid="))?.split(";")[0];
  if (!cookie) throw new Error("sign-up set no session cookie");
  const session: Session = { base, cookie };
  const org = await call(session, "setup", "POST", "/api/organization", { name: "Fault Kitchen" });
  if (org.status !== 201) throw new Error(`organization: ${org.status} ${JSON.stringify(org.body)}`);
  const location = await call(session, "setup", "POST", "/api/locations", { name: "Main Street", address: "1 Main St", state: "NY" });
  if (location.status !== 201) throw new Error(`location: ${location.status} ${JSON.stringify(location.body)}`);
  const types = await call(session, "setup", "GET", "/api/license-types");
  const licenseTypeId = (types.body as Array<{ id: string }>)[0]?.id;
  if (!licenseTypeId) throw new Error("no license types");
  return { session, locationId: (location.body as { id: string }).id, licenseTypeId };
}

/** The multipart body of POST /api/licenses with one document. */
export function licenseUpload(locationId: string, licenseTypeId: string, pdf: Buffer, n: number) {
  const boundary = `----sousfaults${n}`;
  const data = JSON.stringify({ locationId, licenseTypeId, licenseNumber: `FAULT-${n}`, status: "active" });
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="licenseData"\r\n\r\n${data}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="permit-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends an upload over a raw connection. `pauseAfter` bytes are written first, then the rest after
 * `pauseMs` (so a test can kill the server while a body is half received).
 */
export function rawUpload(
  session: Session,
  upload: { body: Buffer; contentType: string },
  options: { pauseAfter?: number; pauseMs?: number } = {},
): Promise<Outcome> {
  const start = Date.now();
  const url = new URL(`${session.base}/api/licenses`);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { ...PROXY_HEADERS, Cookie: session.cookie, "Content-Type": upload.contentType, "Content-Length": upload.body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ op: "upload", start, end: Date.now(), status: res.statusCode ?? 0, ok: (res.statusCode ?? 500) < 400, body });
        });
        res.on("error", (err) => resolve({ op: "upload", start, end: Date.now(), status: 0, ok: false, error: err.message }));
      },
    );
    req.on("error", (err) => resolve({ op: "upload", start, end: Date.now(), status: 0, ok: false, error: err.message }));
    const cut = Math.min(options.pauseAfter ?? upload.body.length, upload.body.length);
    req.write(upload.body.subarray(0, cut));
    setTimeout(() => {
      if (!req.destroyed) req.end(upload.body.subarray(cut));
    }, options.pauseMs ?? 0);
  });
}
