import { describe, expect, it } from "vitest";
import { LICENSE_CATEGORIES } from "@shared/schema";
import {
  NO_GENERAL_SALES_TAX_STATES,
  REQUIREMENT_DEFAULTS,
  STATE_CODES,
  STATE_LICENSE_REQUIREMENTS,
  US_STATES,
} from "@server/features/licenses/catalogue/states";
import { LICENSE_TYPE_NAMES, LICENSE_TYPES } from "@server/features/licenses/catalogue/types";

const rowsFor = (state: string) => STATE_LICENSE_REQUIREMENTS.filter((r) => r.state === state);
const row = (state: string, type: string) =>
  STATE_LICENSE_REQUIREMENTS.find((r) => r.state === state && r.licenseTypeName === type);

describe("license types", () => {
  it("has unique names, valid categories and every category used", () => {
    const names = LICENSE_TYPES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...LICENSE_TYPE_NAMES].sort());
    for (const t of LICENSE_TYPES) {
      expect(LICENSE_CATEGORIES).toContain(t.category);
      expect(t.description.length).toBeGreaterThan(10);
    }
    for (const c of LICENSE_CATEGORIES) expect(LICENSE_TYPES.some((t) => t.category === c)).toBe(true);
    expect(LICENSE_TYPES.length).toBeGreaterThanOrEqual(15);
    expect(LICENSE_TYPES.length).toBeLessThanOrEqual(22);
  });

  it.each([
    ["Food Service Establishment Permit", "health"],
    ["Food Protection Certificate", "health"],
    ["Business License", "business"],
    ["Certificate of Occupancy", "building"],
    ["Fire Safety Permit", "safety"],
    ["Sales Tax Certificate", "business"],
    ["Sign Permit", "building"],
    ["Liquor License", "liquor"],
  ])("includes %s in category %s", (name, category) => {
    expect(LICENSE_TYPES.find((t) => t.name === name)?.category).toBe(category);
  });

  it("marks the everywhere-needed types universal and liquor types not", () => {
    const universal = LICENSE_TYPES.filter((t) => t.isUniversal).map((t) => t.name);
    expect(universal).toEqual(
      expect.arrayContaining([
        "Food Service Establishment Permit",
        "Food Protection Certificate",
        "Business License",
        "Certificate of Occupancy",
        "Sales Tax Certificate",
        "Fire Safety Permit",
      ]),
    );
    expect(LICENSE_TYPES.filter((t) => t.category === "liquor").every((t) => !t.isUniversal)).toBe(true);
  });
});

describe("states", () => {
  it("lists the 50 states with unique two-letter codes", () => {
    expect(US_STATES).toHaveLength(50);
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^[A-Z]{2}$/);
    expect(codes).toContain("NY");
    expect(codes).not.toContain("DC");
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
  });

  it("gives every state requirement rows, at most one per type", () => {
    for (const state of STATE_CODES) {
      const rows = rowsFor(state);
      expect(rows.length, state).toBeGreaterThan(0);
      const types = rows.map((r) => r.licenseTypeName);
      expect(new Set(types).size, state).toBe(types.length);
    }
    expect(new Set(STATE_LICENSE_REQUIREMENTS.map((r) => r.state))).toEqual(new Set(STATE_CODES));
  });

  it("gives universal types a row in every state", () => {
    for (const t of LICENSE_TYPES.filter((x) => x.isUniversal)) {
      for (const state of STATE_CODES) expect(row(state, t.name), `${state} ${t.name}`).toBeDefined();
    }
  });

  it("never requires a sales tax certificate where there is no general sales tax", () => {
    expect([...NO_GENERAL_SALES_TAX_STATES].sort()).toEqual(["AK", "DE", "MT", "NH", "OR"]);
    for (const state of NO_GENERAL_SALES_TAX_STATES) {
      const r = row(state, "Sales Tax Certificate");
      if (r) expect(r.isRequired, state).toBe(false);
    }
    const required = STATE_CODES.filter((s) => row(s, "Sales Tax Certificate")?.isRequired);
    expect(required).toHaveLength(45);
  });

  it("has valid values in every row", () => {
    for (const r of STATE_LICENSE_REQUIREMENTS) {
      const label = `${r.state} ${r.licenseTypeName}`;
      expect(typeof r.isRequired, label).toBe("boolean");
      if (r.renewalPeriodMonths !== null) {
        expect(Number.isInteger(r.renewalPeriodMonths), label).toBe(true);
        expect(r.renewalPeriodMonths, label).toBeGreaterThan(0);
      }
      expect(Number.isInteger(r.processingTimeWeeks), label).toBe(true);
      expect(r.processingTimeWeeks, label).toBeGreaterThan(0);
      expect(r.costRange.trim(), label).not.toBe("");
      expect(r.issuingAuthority.trim(), label).not.toBe("");
      expect(r.notes.trim(), label).not.toBe("");
    }
  });

  it("has defaults for every type", () => {
    expect(Object.keys(REQUIREMENT_DEFAULTS).sort()).toEqual([...LICENSE_TYPE_NAMES].sort());
  });

  it("keeps alcohol licenses optional (only for restaurants that serve alcohol)", () => {
    for (const r of STATE_LICENSE_REQUIREMENTS.filter((x) =>
      ["Liquor License", "Beer and Wine License", "Responsible Alcohol Server Certification"].includes(x.licenseTypeName),
    )) {
      expect(r.isRequired, `${r.state} ${r.licenseTypeName}`).toBe(false);
    }
  });

  it("uses the known state agencies", () => {
    expect(row("NY", "Liquor License")?.issuingAuthority).toBe("New York State Liquor Authority");
    expect(row("TX", "Liquor License")?.issuingAuthority).toBe("Texas Alcoholic Beverage Commission");
    expect(row("TX", "Sales Tax Certificate")?.issuingAuthority).toBe("Texas Comptroller of Public Accounts");
    expect(row("CA", "Sales Tax Certificate")?.issuingAuthority).toContain(
      "California Department of Tax and Fee Administration",
    );
    expect(row("FL", "Food Service Establishment Permit")?.issuingAuthority).toContain(
      "Division of Hotels and Restaurants",
    );
    expect(row("FL", "Liquor License")?.issuingAuthority).toContain("Division of Alcoholic Beverages and Tobacco");
  });

  it("describes New York in detail", () => {
    const permit = row("NY", "Food Service Establishment Permit");
    expect(permit?.isRequired).toBe(true);
    expect(permit?.issuingAuthority).toContain("NYC Department of Health and Mental Hygiene");
    expect(row("NY", "Food Protection Certificate")?.isRequired).toBe(true);
    expect(row("NY", "Sales Tax Certificate")?.issuingAuthority).toBe(
      "New York State Department of Taxation and Finance",
    );
    expect(row("NY", "Liquor License")?.renewalPeriodMonths).toBe(24);
    const required = rowsFor("NY").filter((r) => r.isRequired);
    expect(required.length).toBeGreaterThanOrEqual(6);
  });

  it("varies food protection manager certification by state", () => {
    const statuses = new Set(STATE_CODES.map((s) => row(s, "Food Protection Certificate")?.isRequired));
    expect(statuses).toEqual(new Set([true, false]));
    expect(row("CA", "Food Protection Certificate")?.isRequired).toBe(true);
    expect(row("TX", "Workers' Compensation Insurance")?.isRequired).toBe(false);
  });
});
