import { describe, expect, it } from "vitest";
import { loadConfig } from "@server/config";
import { documentKey } from "@server/documents/objects/object-store";

const base = { NODE_ENV: "test", DATA_DIR: "memory://" } as const;

describe("document storage configuration", () => {
  it("keeps documents in PostgreSQL unless DOCUMENT_STORAGE says otherwise", () => {
    expect(loadConfig(base)).toMatchObject({ documentStorage: "postgres", s3: undefined });
  });

  it("reads the S3 settings, path-style when an endpoint is given", () => {
    const config = loadConfig({
      ...base,
      DOCUMENT_STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "sous-documents",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ORPHAN_GRACE_HOURS: "2",
    });
    expect(config.documentStorage).toBe("s3");
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "sous-documents",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
      orphanGraceMs: 7_200_000,
      presignedDownloads: undefined,
    });
    expect(loadConfig({ ...base, DOCUMENT_STORAGE: "s3", S3_BUCKET: "docs" }).s3?.forcePathStyle).toBe(false);
  });

  it("reads pre-signed downloads: off by default, 60 s unless told, signed for S3_PUBLIC_ENDPOINT when given", () => {
    const s3 = { ...base, DOCUMENT_STORAGE: "s3", S3_BUCKET: "docs", S3_ENDPOINT: "http://minio:9000" };
    expect(loadConfig(s3).s3?.presignedDownloads).toBeUndefined();
    expect(loadConfig({ ...s3, S3_PRESIGNED_DOWNLOADS: "true" }).s3?.presignedDownloads).toEqual({ ttlSeconds: 60, publicEndpoint: undefined });
    expect(
      loadConfig({ ...s3, S3_PRESIGNED_DOWNLOADS: "1", S3_PRESIGNED_TTL_SECONDS: "300", S3_PUBLIC_ENDPOINT: "https://files.example.com/" }).s3
        ?.presignedDownloads,
    ).toEqual({ ttlSeconds: 300, publicEndpoint: "https://files.example.com" });
    expect(() => loadConfig({ ...base, S3_PRESIGNED_DOWNLOADS: "true" })).toThrow("S3_PRESIGNED_DOWNLOADS and S3_PUBLIC_ENDPOINT need S3_BUCKET");
    expect(() => loadConfig({ ...s3, S3_PRESIGNED_DOWNLOADS: "true", S3_PRESIGNED_TTL_SECONDS: "0" })).toThrow(/S3_PRESIGNED_TTL_SECONDS/);
  });

  it("refuses s3 without a bucket, half a credential pair, and an unknown storage", () => {
    expect(() => loadConfig({ ...base, DOCUMENT_STORAGE: "s3" })).toThrow("S3_BUCKET is required when DOCUMENT_STORAGE=s3");
    expect(() => loadConfig({ ...base, S3_BUCKET: "docs", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(() => loadConfig({ ...base, DOCUMENT_STORAGE: "disk" })).toThrow(/DOCUMENT_STORAGE/);
  });

  it("names objects by organization and content", () => {
    expect(documentKey("7d1c", "ab12")).toBe("org/7d1c/ab12");
  });
});
