import { emitWebhookEventSafely } from "../webhooks/events";
import { orgIdOf } from "../../http/tenancy";
import { Router, type NextFunction, type Request, type Response } from "express";
import { MulterError } from "multer";
import { z } from "zod";
import { toCsv } from "@shared/domain/csv";
import { IMPORT_FIELDS, isImportKind, type ColumnMapping, type ImportKind } from "@shared/domain/import";
import type { Db } from "../../db/connection";
import { ctxOf, requireOrgAdmin } from "../../http/context";
import { badRequest, notFound, payloadTooLarge } from "../../http/errors";
import { filesOf, multipartUpload } from "../../http/upload";
import type { RowFixes } from "@shared/schema/import-views";
import type { ImportFile } from "./read";
import { attachLicenseDocuments } from "./license-documents/service";
import { progressOf, progressReporter } from "./progress";
import { applyImport, previewImport } from "./service";

export const IMPORT_FILE_FIELD = "file";
const multipart = multipartUpload({ fields: [{ name: IMPORT_FILE_FIELD, maxCount: 1 }] });
export const MAX_DOCUMENT_ARCHIVE_BYTES = 50 * 1024 * 1024;
const archiveMultipart = multipartUpload({ fields: [{ name: IMPORT_FILE_FIELD, maxCount: 1 }], maxFileBytes: MAX_DOCUMENT_ARCHIVE_BYTES });
function archiveUpload(req: Request, res: Response, next: NextFunction) {
  archiveMultipart(req, res, (err?: unknown) =>
    next(
      err instanceof MulterError && err.code === "LIMIT_FILE_SIZE"
        ? payloadTooLarge(`The .zip file is larger than ${MAX_DOCUMENT_ARCHIVE_BYTES / 1024 / 1024} MB; send the documents in several smaller archives.`)
        : err,
    ),
  );
}
const mappingSchema = z.record(z.string().max(200), z.string().max(60)).refine((m) => Object.keys(m).length <= 200, "Too many columns in the mapping");

const fixesSchema = z
  .object({
    edits: z.record(z.string().regex(/^\d{1,7}$/), z.record(z.string().max(60), z.string().max(2000))).optional(),
    leftOut: z.array(z.number().int().positive()).max(20_000).optional(),
  })
  .strict()
  .refine((f) => Object.keys(f.edits ?? {}).length <= 2_000, "Too many corrected rows");

/** Corrections made in the dry run, as JSON text in the "fixes" field (absent: none). */
function chosenFixes(req: Request): RowFixes {
  const raw = (req.body as Record<string, unknown> | undefined)?.fixes;
  if (raw === undefined || raw === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw badRequest("The corrections are not valid JSON.");
  }
  return fixesSchema.parse(value);
}

function kindOf(req: Request): ImportKind {
  const kind = req.params.kind;
  if (!isImportKind(kind)) throw notFound("Nothing of that kind can be imported");
  return kind;
}

function uploadedFile(req: Request): ImportFile {
  const [file] = filesOf(req, IMPORT_FILE_FIELD);
  if (!file) throw badRequest(`Send the spreadsheet (.xlsx, .xls or .csv) in the "${IMPORT_FILE_FIELD}" field.`);
  return { fileName: file.originalname, bytes: file.buffer };
}

/** The user's column choices, sent as JSON text in the "mapping" field (absent: the names decide). */
function chosenMapping(req: Request): ColumnMapping | undefined {
  const raw = (req.body as Record<string, unknown> | undefined)?.mapping;
  if (raw === undefined || raw === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw badRequest("The column mapping is not valid JSON.");
  }
  return mappingSchema.parse(value);
}

export function importRoutes(db: Db): Router {
  const router = Router();

  router.post("/api/import/license-documents", requireOrgAdmin, archiveUpload, async (req, res) => {
    const [file] = filesOf(req, IMPORT_FILE_FIELD);
    if (!file) throw badRequest(`Send the .zip file of documents in the "${IMPORT_FILE_FIELD}" field.`);
    const replace = (req.body as Record<string, unknown> | undefined)?.replace === "true";
    res.json(await attachLicenseDocuments(db, ctxOf(req), { fileName: file.originalname, bytes: file.buffer }, replace));
  });

  router.get("/api/import/:kind/template", requireOrgAdmin, (req, res) => {
    const kind = kindOf(req);
    const columns = IMPORT_FIELDS[kind].map((f) => f.column);
    res.attachment(`sous-${kind}-template.csv`).type("text/csv; charset=utf-8");
    res.send(`\uFEFF${toCsv(columns, [])}`);
  });

  router.post("/api/import/:kind/preview", requireOrgAdmin, multipart, async (req, res) => {
    const kind = kindOf(req);
    res.json(await previewImport(db, ctxOf(req), kind, uploadedFile(req), chosenMapping(req), chosenFixes(req)));
  });

  router.post("/api/import/:kind/apply", requireOrgAdmin, multipart, async (req, res) => {
    const kind = kindOf(req);
    const ctx = ctxOf(req);
    const report = progressReporter((req.body as Record<string, unknown> | undefined)?.progress, ctx.user.id, ctx.organizationId);
    try {
      const applied = await applyImport(db, ctx, kind, uploadedFile(req), chosenMapping(req), report, chosenFixes(req));
      res.json(applied);
      // After the answer: the import stands whether or not a webhook can be queued.
      await emitWebhookEventSafely(db, orgIdOf(ctx), "import.applied", { kind, fileName: applied.fileName, counts: applied.counts, userId: ctx.user.id }, (err) =>
        req.log.warn({ err }, "import.applied webhook not queued"),
      );
    } catch (err) {
      report({ phase: "failed", done: 0, total: 0 });
      throw err;
    }
  });

  router.get("/api/import/progress/:id", requireOrgAdmin, (req, res) => {
    const ctx = ctxOf(req);
    const progress = progressOf(String(req.params.id), ctx.user.id, ctx.organizationId);
    if (!progress) throw notFound("No import with that id is running");
    res.json(progress);
  });

  return router;
}
