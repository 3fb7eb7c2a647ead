import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_BUCKET = "sous-documents";

export interface TestS3Server {
  /** The address to give S3_ENDPOINT: a proxy in front of s3rver that can be told to break uploads. */
  endpoint: string;
  /** Env for createTestApp / loadConfig. */
  env: Record<string, string>;
  /** While true, every PUT is cut off after its first chunk of body: an upload that fails part-way. */
  failPuts: boolean;
  /** PUTs that reached the real server. */
  puts: number;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, files in a temporary directory) on a free port, behind a small HTTP
 * proxy that can drop uploads mid-body, the way a store or network failing during an upload looks.
 */
export async function startTestS3(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "sous-s3-"));
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const state = { failPuts: false, puts: 0 };
  const proxy = http.createServer((req, res) => {
    if (req.method === "PUT" && state.failPuts) {
      req.once("data", () => req.socket.destroy());
      return;
    }
    if (req.method === "PUT") state.puts++;
    const upstream = http.request(
      { host: "127.0.0.1", port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const server: TestS3Server = {
    endpoint,
    env: {
      DOCUMENT_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    get failPuts() {
      return state.failPuts;
    },
    set failPuts(v: boolean) {
      state.failPuts = v;
    },
    get puts() {
      return state.puts;
    },
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
  return server;
}
