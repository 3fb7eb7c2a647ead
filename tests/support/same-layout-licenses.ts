// Licenses of one authority's layout with other values (issue 30, point 5): the same agency, title, captions,
// fonts and date format, printed for another business at another street, with another number and dates.
import { Rng } from "../fixtures/generator/random";
import { layoutLicense, makeLicense, type LicenseDoc, type LicenseLayout } from "../fixtures/generator/licenses";
import type { Page } from "../fixtures/generator/page";
import { render, type OutputFormat } from "../fixtures/generator/render";

export interface PrintedLicense {
  doc: LicenseDoc;
  bytes: Buffer;
}

/** Another license of the same kind and shape as `base` (the same optional parts printed), with its own values. */
function otherValues(base: LicenseDoc, seed: number): LicenseDoc {
  const rng = new Rng(seed);
  for (let tries = 0; tries < 5000; tries++) {
    const v = makeLicense(rng);
    const sameShape =
      v.kind.type === base.kind.type &&
      !!v.dba === !!base.dba &&
      !!v.expiry === !!base.expiry &&
      !!v.landlord === !!base.landlord &&
      !!v.buildingPermit === !!base.buildingPermit &&
      v.number !== base.number &&
      v.issue !== base.issue;
    if (!sameShape) continue;
    return {
      ...base,
      number: v.number,
      numberPrefixless: v.numberPrefixless,
      issue: v.issue,
      expiry: v.expiry,
      licensee: v.licensee,
      dba: v.dba,
      // The same jurisdiction (the letterhead prints its city), another street.
      premises: { ...base.premises, street: v.premises.street },
      landlord: v.landlord,
      // The same captions (account, receipt, fee) with other figures.
      distractors: base.distractors.map((d) => ({ label: d.label, value: d.value.replace(/\d/g, () => String(rng.int(0, 9))) })),
      buildingPermit: v.buildingPermit,
      inspection: v.inspection,
      printed: v.printed,
    };
  }
  throw new Error("no license of the same shape");
}

/** Where a page prints its lines and columns: each text item's row, and its column unless it is centred. */
const rows = (page: Page) =>
  page.items.map((it) => (it.kind === "text" ? `${Math.round(it.y)}:${it.align === "center" ? "c" : Math.round(it.x)}` : `rule:${Math.round(it.y0)}`)).join("|");

/**
 * Two licenses of `layout` from one authority: `first` and `second` (other values). `layoutSeed` fixes the
 * authority's choices (captions, order of fields, fine print), so both print them alike. The generator's grid,
 * values-above and paired bodies move a field to a row of its own when its value is long; an authority's form
 * does not, so the second license's values are drawn until it prints every line and column where the first does.
 */
export async function sameLayoutPair(layout: LicenseLayout, seed: number, format: OutputFormat = "text-pdf"): Promise<[PrintedLicense, PrintedLicense]> {
  const first = makeLicense(new Rng(seed));
  const pageOf = (doc: LicenseDoc) => layoutLicense(new Rng(seed * 31 + 1), doc, layout);
  const firstPage = pageOf(first);
  let second = otherValues(first, seed * 7 + 13);
  for (let k = 1; k < 200 && rows(pageOf(second)) !== rows(firstPage); k++) second = otherValues(first, seed * 7 + 13 + k * 101);
  const print = async (doc: LicenseDoc) => ({ doc, bytes: await render([pageOf(doc)], format, new Rng(seed * 17 + 5)) });
  return [await print(first), await print(second)];
}
