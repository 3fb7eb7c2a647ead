import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPLIANCE_STATE_LABELS, licenseState } from "@shared/domain/compliance";
import { licenseStatusView } from "@shared/domain/license-status";

const TODAY = "2026-03-01";
const license = (over: { status?: string; expirationDate?: string | null; renewalSubmittedOn?: string | null }) => ({
  status: "active",
  expirationDate: null,
  renewalSubmittedOn: null,
  ...over,
});

describe("a license's status: one label and one sentence (issue 34)", () => {
  it.each([
    [{ expirationDate: null }, "No Expiration", "Never expires."],
    [{ expirationDate: "2026-02-20" }, "Expired", "Expired on Feb 20, 2026."],
    [{ expirationDate: "2026-03-01" }, "Expired", "Expired on Mar 01, 2026."],
    [{ status: "expired", expirationDate: "2027-01-01" }, "Expired", "Marked expired."],
    [{ expirationDate: "2026-03-02" }, "Expires Soon", "Expires in 1 day, on Mar 02, 2026."],
    [{ expirationDate: "2026-03-31" }, "Expires Soon", "Expires in 30 days, on Mar 31, 2026."],
    [{ status: "expiring_soon", expirationDate: null }, "Expires Soon", "Marked expiring soon."],
    [{ expirationDate: "2026-04-01" }, "Expires in 31 days", "Expires in 31 days, on Apr 01, 2026."],
    [{ expirationDate: "2026-06-01" }, "Valid", "Valid until Jun 01, 2026."],
    [{ expirationDate: "2026-03-10", renewalSubmittedOn: "2026-02-25" }, "Renewal submitted", "Renewal submitted on Feb 25, 2026; the current license expires in 9 days, on Mar 10, 2026."],
    [{ status: "archived", expirationDate: "2026-03-10" }, "Archived", "Archived: kept for the records, not counted."],
  ])("%j reads %s", (over, label, sentence) => {
    const view = licenseStatusView(license(over), TODAY);
    expect(view.label).toBe(label);
    expect(view.sentence).toBe(sentence);
  });

  it("says what the group matrix, the binder and the calendar say for the same license (their labels are the rule's)", () => {
    for (const date of ["2026-02-01", "2026-03-15", "2026-12-01"]) {
      const l = license({ expirationDate: date });
      const state = licenseState(l, TODAY)!;
      const view = licenseStatusView(l, TODAY);
      if (view.label.startsWith("Expires in")) continue; // the badge's countdown: the rule's "Valid"
      expect(view.label).toBe(COMPLIANCE_STATE_LABELS[state]);
    }
  });

  it("no screen keeps a word of its own for a license's state", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk("client/src");
    walk("server/features");
    const own = files.filter((f) => /["'`]Expiring["'`]/.test(readFileSync(f, "utf8")));
    expect(own).toEqual([]);
  });
});
