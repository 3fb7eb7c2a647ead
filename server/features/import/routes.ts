import { Router, type Request } from "express";
import { z } from "zod";
import { toCsv } from "@shared/domain/csv";
import { IMPORT_FIELDS, isImportKind, type ColumnMapping, type ImportKind } from "@shared/domain/import";
import type { Db } from "../../db/connection";
import { ctxOf, requireOrgAdmin } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { filesOf, multipartUpload } from "../../http/upload";
import { decodeFileName } from "../payroll/upload";
import type { ImportFile } from "./read";
import { applyImport, previewImport } from "./service";

export const IMPORT_FILE_FIELD = "file";
const multipart = multipartUpload({ fields: [{ name: IMPORT_FILE_FIELD, maxCount: 1 }] });
const mappingSchema = z.record(z.string().max(200), z.string().max(60)).refine((m) => Object.keys(m).length <= 200, "Too many columns in the mapping");

function kindOf(req: Request): ImportKind {
  const kind = req.params.kind;
  if (!isImportKind(kind)) throw notFound("Nothing of that kind can be imported");
  return kind;
}

function uploadedFile(req: Request): ImportFile {
  const [file] = filesOf(req, IMPORT_FILE_FIELD);
  if (!file) throw badRequest(`Send the spreadsheet (.xlsx, .xls or .csv) in the "${IMPORT_FILE_FIELD}" field.`);
  return { fileName: decodeFileName(file.originalname), bytes: file.buffer };
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

  router.get("/api/import/:kind/template", requireOrgAdmin, (req, res) => {
    const kind = kindOf(req);
    const columns = IMPORT_FIELDS[kind].map((f) => f.column);
    res.attachment(`sous-${kind}-template.csv`).type("text/csv; charset=utf-8");
    res.send(`\uFEFF${toCsv(columns, [])}`);
  });

  router.post("/api/import/:kind/preview", requireOrgAdmin, multipart, async (req, res) => {
    const kind = kindOf(req);
    res.json(await previewImport(db, ctxOf(req), kind, uploadedFile(req), chosenMapping(req)));
  });

  router.post("/api/import/:kind/apply", requireOrgAdmin, multipart, async (req, res) => {
    const kind = kindOf(req);
    res.json(await applyImport(db, ctxOf(req), kind, uploadedFile(req), chosenMapping(req)));
  });

  return router;
}
