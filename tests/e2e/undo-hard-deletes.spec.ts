import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { addDaysIso } from "@shared/domain/calendar";
import { fixturePath, readFixture } from "../support/fixtures";
import { newYorkToday } from "../support/location-day";
import { selectLocation, signIn } from "./support";

// Issue 34, point 5: every delete toast offers Undo. A maintenance task, a payroll calculation and an equipment manual
// have no trash: the record leaves the screen at once and the delete reaches the server only when the toast's Undo
// window has passed.

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const UNDO_WINDOW_MS = 8000;

async function freshLocation(page: Page, name: string) {
  const res = await page.request.post("/api/locations", { data: { name, address: "7 Undo Lane", city: "Troy", state: "NY", zipCode: "12180" } });
  expect(res.status(), await res.text()).toBe(201);
  const location = (await res.json()) as { id: string };
  await selectLocation(page, location.id);
  return location.id;
}

test("a deleted maintenance task comes back with Undo, and is gone once the window has passed", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const locationId = await freshLocation(page, `Undo Tasks ${Date.now()}`);
  const today = newYorkToday();
  const item = await (await page.request.post("/api/equipment", { data: { locationId, name: "Undo Hood" } })).json();
  for (const task of ["Degrease filters", "Check fan belt"]) {
    const added = await page.request.post(`/api/equipment/${item.id}/tasks`, { data: { task, intervalDays: 30, lastDone: addDaysIso(today, -3) } });
    expect(added.status()).toBe(201);
  }

  await page.goto("/equipment");
  await page.getByRole("button", { name: "View Undo Hood" }).first().click();
  const rows = page.getByTestId("task-row");
  const filters = rows.filter({ hasText: "Degrease filters" });
  await filters.getByRole("button", { name: "Delete Degrease filters" }).click();
  await filters.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(rows.filter({ hasText: "Degrease filters" })).toHaveCount(0);
  const deleted = toast(page, "Maintenance task deleted");
  await deleted.locator("button", { hasText: "Undo" }).click();
  await expect(toast(page, "Delete undone")).toBeVisible();
  await expect(rows.filter({ hasText: "Degrease filters" })).toHaveCount(1);
  // Nothing was sent: both tasks are still on the server.
  expect((await (await page.request.get(`/api/equipment/${item.id}`)).json()).tasks).toHaveLength(2);

  const belt = rows.filter({ hasText: "Check fan belt" });
  await belt.getByRole("button", { name: "Delete Check fan belt" }).click();
  await belt.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(rows.filter({ hasText: "Check fan belt" })).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get(`/api/equipment/${item.id}`)).json()).tasks.map((t: { task: string }) => t.task), {
      timeout: UNDO_WINDOW_MS + 10_000,
    })
    .toEqual(["Degrease filters"]);
});

test("a deleted payroll calculation comes back with Undo, and is gone once the window has passed", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const locationId = await freshLocation(page, `Undo Payroll ${Date.now()}`);
  await page.goto("/payroll");
  await page.getByLabel("Week Ending").fill("2026-11-08");
  await page.getByLabel("Payroll Files").setInputFiles(path.join(fixturePath("payroll"), "valid/employee-tips-simple.xlsx"));
  await page.getByRole("button", { name: "Calculate Tips" }).click();
  await expect(toast(page, "Processed")).toBeVisible();
  const list = async () => (await (await page.request.get(`/api/payroll?locationId=${locationId}`)).json()) as unknown[];
  await expect.poll(list).toHaveLength(1);

  const deleteOne = async () => {
    const open = page.getByRole("button", { name: /^Week ending Nov 08, 2026: .* Open breakdown$/ });
    if (await page.getByRole("button", { name: "Delete", exact: true }).isHidden()) await open.click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete Calculation" }).click();
  };
  await deleteOne();
  await expect(page.getByText("No payroll calculations yet")).toBeVisible();
  await toast(page, "Payroll calculation deleted").locator("button", { hasText: "Undo" }).click();
  await expect(toast(page, "Delete undone")).toBeVisible();
  await expect(page.getByText("No payroll calculations yet")).toBeHidden();
  expect(await list()).toHaveLength(1);

  await deleteOne();
  await expect(page.getByText("No payroll calculations yet")).toBeVisible();
  await expect.poll(list, { timeout: UNDO_WINDOW_MS + 10_000 }).toHaveLength(0);
});

test("a removed equipment manual comes back with Undo, and is gone once the window has passed", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const locationId = await freshLocation(page, `Undo Manual ${Date.now()}`);
  const item = await (await page.request.post("/api/equipment", { data: { locationId, name: "Undo Fryer" } })).json();
  const up = await page.request.post("/api/equipment/upload-manual", {
    multipart: { equipmentId: item.id, manual: { name: "fryer-manual.pdf", mimeType: "application/pdf", buffer: readFixture("manuals/fryline-fl-45g-gas-fryer.pdf") } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const manualOf = async () => (await (await page.request.get(`/api/equipment/${item.id}`)).json()).manual as { name: string } | null;

  await page.goto("/equipment");
  await page.getByRole("button", { name: "View Undo Fryer" }).first().click();
  const detail = page.getByRole("dialog", { name: "Undo Fryer" });
  await expect(detail.getByRole("link", { name: "Download Manual" })).toBeVisible();
  await detail.getByRole("button", { name: "Remove the manual" }).click();
  await expect(detail.getByRole("link", { name: "Download Manual" })).toBeHidden();
  await toast(page, "Manual removed").locator("button", { hasText: "Undo" }).click();
  await expect(toast(page, "Delete undone")).toBeVisible();
  await expect(detail.getByRole("link", { name: "Download Manual" })).toBeVisible();
  expect(await manualOf()).toMatchObject({ name: "fryer-manual.pdf" });

  await detail.getByRole("button", { name: "Remove the manual" }).click();
  await expect(detail.getByRole("link", { name: "Download Manual" })).toBeHidden();
  await expect.poll(manualOf, { timeout: UNDO_WINDOW_MS + 10_000 }).toBeNull();
});
