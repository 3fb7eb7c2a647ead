import type { Readable } from "node:stream";

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** The few things the documents need from an object store (S3-compatible, or a test double). */
export interface ObjectStore {
  /** Writes the whole object; resolves only once the store has it. Putting an existing key again overwrites it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; throws ObjectNotFoundError when there is none. */
  open(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, page by page. */
  list(prefix: string): AsyncIterable<StoredObject[]>;
  /** A URL that GETs the object, with the given response headers, until it expires; signed here, no request made. */
  signedGetUrl?(key: string, options: SignedGet): Promise<string>;
}

export interface SignedGet {
  expiresInSeconds: number;
  /** The headers the store answers the URL with (S3's response-content-* overrides, covered by the signature). */
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = "ObjectNotFoundError";
  }
}

/** Content-addressed per organization: the same file uploaded twice by one group is one object. */
export function documentKey(organizationId: string, sha256: string): string {
  return `org/${organizationId}/${sha256}`;
}

export const DOCUMENT_KEY_PREFIX = "org/";

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
