import { and, asc, eq, sql } from "drizzle-orm";
import * as drizzleOrm from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { compileRowMapper } from "@server/db/prepared";
import * as schema from "@shared/schema";
import { documents, equipment, licenses, licenseTypes, maintenanceTasks, vendors } from "@shared/schema";

// drizzle's own mapper, which the compiled one must match row for row (exported by drizzle-orm, not typed).
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: unknown[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): unknown;
};

// A pool that never connects: preparing a select builds its fields without a round trip.
const db = drizzle(new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" }), { schema });

interface Internals {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
}
const internalsOf = (prepared: unknown) => prepared as Internals;

// A raw cell as node-postgres hands it to drizzle (timestamps and dates as text, as drizzle asks).
function rawCell(path: string[], row: number, nulls: ReadonlySet<string>): unknown {
  const name = path.join(".");
  if (nulls.has(name) || nulls.has(path[0]!)) return null;
  const key = path[path.length - 1]!;
  if (/At$/.test(key)) return `2026-11-${10 + row} 06:50:13.123456+00`;
  if (/Date$|^nextDue$|On$/.test(key)) return `2026-12-${10 + row}`;
  if (key === "total") return "200";
  if (key === "size") return 2048 + row;
  if (key === "extractedData") return row % 2 ? { licenseNumber: `L-${row}` } : null;
  if (key === "dues") return ["2026-12-01", "2027-01-01"];
  if (key === "price" || key === "renewalFee") return "1999.00";
  return `${key}-${row}`;
}

function expectSameRows(prepared: unknown, nullSets: ReadonlyArray<ReadonlySet<string>>) {
  const { fields, joinsNotNullableMap } = internalsOf(prepared);
  const rows = nullSets.map((nulls, i) => fields.map(({ path }) => rawCell(path, i, nulls)));
  const compiled = compileRowMapper(fields, joinsNotNullableMap)(rows);
  const drizzles = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
  expect(compiled).toEqual(drizzles);
  // Same keys in the same order (the JSON answer is built from them).
  expect(compiled.map((row) => JSON.stringify(row))).toEqual(drizzles.map((row) => JSON.stringify(row)));
}

describe("compiled row mapper", () => {
  it("maps a license page (joined type and document, a left join without a match nulled) as drizzle does", () => {
    const prepared = db
      .select({
        license: licenses,
        type: { id: licenseTypes.id, name: licenseTypes.name, category: licenseTypes.category },
        doc: { id: documents.id, originalName: documents.originalName, size: documents.size, sha256: documents.sha256 },
        total: db.$count(licenses, eq(licenses.locationId, sql.placeholder("locationId"))),
      })
      .from(licenses)
      .leftJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
      .leftJoin(documents, eq(documents.id, licenses.documentId))
      .where(eq(licenses.locationId, sql.placeholder("locationId")))
      .prepare("");
    expectSameRows(prepared, [
      new Set(),
      new Set(["doc"]),
      new Set(["type", "doc"]),
      new Set(["license.notes", "license.deletedAt", "license.expirationDate"]),
      // drizzle looks at the first column only: a null id nulls the object, a null later column does not.
      new Set(["doc.id"]),
      new Set(["doc.size"]),
    ]);
  });

  it("maps an equipment page (an SQL field with its own decoder) and a vendor page as drizzle does", () => {
    const equipmentPage = db
      .select({
        item: equipment,
        manual: { id: documents.id, originalName: documents.originalName },
        dues: sql<string[]>`coalesce((select array_agg(${maintenanceTasks.nextDue}::text) from ${maintenanceTasks}), '{}')`,
        total: db.$count(equipment),
      })
      .from(equipment)
      .leftJoin(documents, eq(documents.id, equipment.manualDocumentId))
      .prepare("");
    expectSameRows(equipmentPage, [new Set(), new Set(["manual"]), new Set(["item.price"])]);
    const vendorPage = db
      .select({ vendor: vendors, total: db.$count(vendors) })
      .from(vendors)
      .where(and(eq(vendors.locationId, sql.placeholder("locationId"))))
      .orderBy(asc(vendors.name))
      .prepare("");
    expectSameRows(vendorPage, [new Set(), new Set(["vendor.email", "vendor.deletedAt"])]);
  });

  it("maps a plain table select and a mixed object (columns of two tables under one key, never nulled)", () => {
    expectSameRows(db.select().from(licenses).prepare(""), [new Set(), new Set(["notes", "deletedAt"])]);
    const mixed = db
      .select({ pair: { license: licenses.id, type: licenseTypes.name }, n: sql<number>`1`.mapWith(Number) })
      .from(licenses)
      .leftJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
      .prepare("");
    expectSameRows(mixed, [new Set(), new Set(["pair.license"]), new Set(["pair"])]);
  });
});
