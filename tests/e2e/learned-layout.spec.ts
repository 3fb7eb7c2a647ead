import { expect, type Page, test } from "@playwright/test";
import { LICENSE_LAYOUTS } from "../fixtures/generator/licenses";
import { sameLayoutPair, type PrintedLicense } from "../support/same-layout-licenses";
import { screenshot, selectLocation, signIn } from "./support";

// Issue 30, point 5: a license whose number was corrected in the Upload License dialog teaches where its layout
// prints the number; the next license of that layout is read from there, and the dialog says so. Generated
// licenses of their own (no other test reads them), at a location of its own.

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const receiptOf = (p: PrintedLicense) => p.doc.distractors.find((d) => /receipt|acct|account/i.test(d.label))?.value;

async function pairWithReceipt(): Promise<[PrintedLicense, PrintedLicense]> {
  for (let seed = 800; seed < 860; seed++) {
    const pair = await sameLayoutPair(LICENSE_LAYOUTS[0]!, seed);
    if (receiptOf(pair[0])) return pair;
  }
  throw new Error("no license with a receipt number");
}

async function dropFile(page: Page, bytes: Buffer, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: "application/pdf" }));
      return transfer;
    },
    { b64: bytes.toString("base64"), name },
  );
  await page.getByTestId("document-drop-zone").dispatchEvent("drop", { dataTransfer });
}

test("a corrected license number is read where it was corrected on the next license of the layout", async ({ page }) => {
  const [a, b] = await pairWithReceipt();
  await signIn(page);
  const res = await page.request.post("/api/locations", {
    data: { name: `Learned Layout ${Date.now()}`, address: "418 Riverside Avenue", city: "Port Halden", state: "NY", zipCode: "10566" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await selectLocation(page, ((await res.json()) as { id: string }).id);

  await page.goto("/licenses");
  await page.getByRole("button", { name: "Upload License" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Upload License" });
  await dropFile(page, a.bytes, "first-permit.pdf");
  await expect(dialog.getByTestId("document-reading")).toContainText("from the document", { timeout: 30_000 });
  await expect(dialog.getByLabel("License Number")).toHaveValue(a.doc.number);
  await expect(dialog.getByTestId("learned-hint")).toHaveCount(0);
  await dialog.getByRole("combobox", { name: "License Type" }).click();
  await page.getByRole("option", { name: /^Business License ·/ }).click();
  await dialog.getByLabel("License Number").fill(receiptOf(a)!);
  await dialog.getByRole("button", { name: "Upload License" }).click();
  await expect(toast(page, "License created successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Upload License" }).first().click();
  dialog = page.getByRole("dialog", { name: "Upload License" });
  await dropFile(page, b.bytes, "second-permit.pdf");
  await expect(dialog.getByTestId("document-reading")).toContainText("from the document", { timeout: 30_000 });
  await expect(dialog.getByLabel("License Number")).toHaveValue(receiptOf(b)!);
  const hint = dialog.getByTestId("learned-hint");
  await expect(hint).toHaveCount(1);
  await expect(hint).toHaveText("· Read where you corrected it last time");
  const numberHint = await dialog.getByLabel("License Number").getAttribute("aria-describedby");
  await expect(page.locator(`[id="${numberHint!.split(" ")[0]}"]`)).toContainText("Read where you corrected it last time");
  await screenshot(page, "license-learned-layout-1280");
});
