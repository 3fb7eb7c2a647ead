import type { Config } from "../../config";
import type { DocumentStorageSetting } from "../storage";
import { S3ObjectStore } from "./s3-object-store";

/** The document storage the configuration asks for (see DOCUMENT_STORAGE and S3_* in server/config.ts). */
export function documentStorageFromConfig(config: Pick<Config, "documentStorage" | "s3">): DocumentStorageSetting {
  const s3 = config.s3;
  return {
    kind: config.documentStorage,
    objects: s3 ? new S3ObjectStore({ ...s3, publicEndpoint: s3.presignedDownloads?.publicEndpoint }) : undefined,
    orphanGraceMs: s3?.orphanGraceMs ?? 24 * 3_600_000,
    presignedDownloadSeconds: s3?.presignedDownloads?.ttlSeconds,
  };
}
