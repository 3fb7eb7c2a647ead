import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { ObjectNotFoundError, type ObjectStore, type SignedGet, type StoredObject } from "./object-store";

export interface S3Settings {
  /** Omitted for AWS itself; MinIO, R2, Ceph and test servers give theirs. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (endpoint/bucket/key): what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** The address browsers reach the store at, when it is not `endpoint` (an internal MinIO): signed URLs name it. */
  publicEndpoint?: string | undefined;
}

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph) through the AWS SDK. */
export class S3ObjectStore implements ObjectStore {
  readonly client: S3Client;
  /** Signs download URLs for browsers; the same client unless S3_PUBLIC_ENDPOINT names another address. */
  private readonly signer: S3Client;

  constructor(private readonly settings: S3Settings) {
    const credentials =
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials,
      // A failed upload fails the request that caused it (no row is written); the client retries once.
      maxAttempts: 2,
    });
    this.signer = settings.publicEndpoint
      ? new S3Client({ endpoint: settings.publicEndpoint, region: settings.region, forcePathStyle: true, credentials })
      : this.client;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async open(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!out.Body) throw new ObjectNotFoundError(key);
      return out.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  signedGetUrl(key: string, options: SignedGet): Promise<string> {
    const get = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
      ResponseCacheControl: options.cacheControl,
    });
    return getSignedUrl(this.signer, get, { expiresIn: options.expiresInSeconds });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      yield (page.Contents ?? [])
        .filter((o): o is { Key: string; LastModified: Date } => Boolean(o.Key && o.LastModified))
        .map((o) => ({ key: o.Key, lastModified: o.LastModified }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
