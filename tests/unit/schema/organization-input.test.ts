import { createInsertSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  LOCATION_STATUSES,
  US_STATE_CODE,
  insertLocationSchema,
  insertOrganizationSchema,
  payWeekEndDay,
  updateLocationSchema,
} from "@shared/schema/organizations-input";
import { locations, organizations } from "@shared/schema/organizations";
import { expectSameValidation, outcome } from "./same-validation";

// The drizzle-zod derivation the plain schemas replaced, kept here as the reference they must match.
const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const blankIsNull = (schema: z.ZodType) => schema.nullish().or(z.literal("").transform(() => null));

const derivedOrganization = createInsertSchema(organizations, {
  name: () => trimmed(120).min(1, "Organization name is required"),
  description: () => optionalText(1000),
}).omit({ id: true, createdAt: true, updatedAt: true });

const derivedLocation = createInsertSchema(locations, {
  name: () => trimmed(120).min(1, "Location name is required"),
  address: () => trimmed(300).min(1, "Street address is required"),
  city: () => optionalText(120),
  state: () => blankIsNull(z.string().trim().toUpperCase().regex(US_STATE_CODE, "State must be a 2-letter code")),
  zipCode: () => blankIsNull(z.string().trim().regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4)")),
  phone: () => optionalText(40),
  email: () => blankIsNull(z.string().trim().email("Enter a valid e-mail address")),
  managerName: () => optionalText(120),
  status: () => z.enum(LOCATION_STATUSES).default("active"),
  notes: () => optionalText(2000),
  payWeekEndDay: () => payWeekEndDay(),
}).omit({ id: true, organizationId: true, createdAt: true, updatedAt: true });

const long = (n: number) => "x".repeat(n);

describe("organization input schemas match the drizzle-zod derivation", () => {
  it("insertOrganizationSchema", () => {
    expectSameValidation(insertOrganizationSchema, derivedOrganization, [
      { name: "Acme" },
      { name: "  Acme  ", description: "  Restaurants " },
      { name: "Acme", description: "" },
      { name: "Acme", description: null },
      { name: "Acme", description: "   " },
      { name: "Acme", description: long(1001) },
      { name: "", description: "x" },
      { name: "   " },
      { name: long(121) },
      { name: 5 },
      {},
      null,
      "Acme",
      { name: "Acme", id: "x", extra: 1 },
    ]);
  });

  const locationInputs = [
    { name: "Main", address: "1 Main St" },
    {
      name: " Main ",
      address: " 1 Main St ",
      city: " Austin ",
      state: " tx ",
      zipCode: "78701-1234",
      phone: " 555 ",
      email: " a@b.co ",
      managerName: " Ann ",
      status: "opening_soon",
      notes: " n ",
    },
    { name: "Main", address: "1 Main St", city: "", state: "", zipCode: "", phone: "", email: "", managerName: "", notes: "" },
    { name: "Main", address: "1 Main St", city: null, state: null, zipCode: null, phone: null, email: null, managerName: null, notes: null },
    { name: "Main", address: "1 Main St", state: "Texas" },
    { name: "Main", address: "1 Main St", state: "  " },
    { name: "Main", address: "1 Main St", zipCode: "1234" },
    { name: "Main", address: "1 Main St", email: "nope" },
    { name: "Main", address: "1 Main St", status: "closed" },
    { name: "Main", address: "1 Main St", status: null },
    { name: "Main", address: "1 Main St", payWeekEndDay: 6 },
    { name: "Main", address: "1 Main St", payWeekEndDay: "3" },
    { name: "Main", address: "1 Main St", payWeekEndDay: 7 },
    { name: "Main", address: "1 Main St", payWeekEndDay: -1 },
    { name: "Main", address: "1 Main St", payWeekEndDay: 2.5 },
    { name: "Main", address: "1 Main St", payWeekEndDay: "Sunday" },
    { name: "Main", address: "1 Main St", city: long(121), phone: long(41), notes: long(2001) },
    { name: "", address: "" },
    { name: long(121), address: long(301) },
    { address: "1 Main St", organizationId: "x" },
    { name: 1, address: 2, city: 3, state: 4, zipCode: 5, email: 6 },
    {},
    undefined,
  ];

  it("insertLocationSchema", () => {
    expectSameValidation(insertLocationSchema, derivedLocation, locationInputs);
  });

  it("updateLocationSchema", () => {
    expectSameValidation(updateLocationSchema, derivedLocation.partial(), [...locationInputs, { status: "inactive" }, { city: "" }]);
  });

  it("the comparison sees differences", () => {
    expect(outcome(insertLocationSchema, { name: "Main", address: "1 Main St" })).toMatchObject({
      ok: true,
      data: { name: "Main", address: "1 Main St", status: "active" },
    });
    expect(outcome(insertOrganizationSchema, { name: "" })).toMatchObject({ ok: false });
  });
});
