import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addMonthsIso } from "@shared/domain/calendar";
import { currentMonth } from "@shared/domain/dates";
import {
  budgetCategories,
  budgets,
  equipment,
  licenses,
  licenseTypes,
  marketingCampaigns,
  vendors,
} from "@shared/schema";
import { TEST_PASSWORD } from "../support/factories";
import { signIn } from "./support";
import { startTenantServer } from "./tenant-server";
import { newYorkToday } from "../support/location-day";

/**
 * axe checks (WCAG 2 A and AA rules) on every screen: no violation of impact "serious" or "critical".
 * Minor and moderate findings are printed but do not fail the test.
 */
async function expectAccessible(page: Page, screen: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const describe = (severities: string[]) =>
    results.violations
      .filter((v) => severities.includes(v.impact ?? ""))
      .map(
        (v) =>
          `${screen}: ${v.id} (${v.impact}) ${v.help}\n` +
          v.nodes
            .map(
              (n) =>
                `    ${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`,
            )
            .join("\n"),
      );
  const minor = describe(["minor", "moderate"]);
  if (minor.length) console.log(minor.join("\n"));
  expect(
    describe(["serious", "critical"]),
    `axe violations on ${screen}`,
  ).toEqual([]);
}

const SCREENS: Array<[path: string, title: string]> = [
  ["/", "Dashboard Overview"],
  ["/licenses", "License Management"],
  ["/payroll", "Payroll Calculator"],
  ["/budget", "Budget Tracking"],
  ["/equipment", "Equipment Inventory"],
  ["/vendors", "Vendor Management"],
  ["/marketing", "Marketing Calendar"],
  ["/organization", "Organization"],
  ["/profile", "Profile"],
  ["/admin", "Admin Dashboard"],
  ["/users", "User Management"],
  ["/organizations", "Organizations"],
  ["/audit-log", "Audit Log"],
  ["/no-such-page", "404 Page Not Found"],
];

async function visit(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(
    page.getByRole("heading", { level: 1, name: title, exact: true }),
  ).toBeVisible();
  // Let lists and cards finish loading (skeletons are not what users read).
  await page.waitForLoadState("networkidle");
}

test("signed out: the landing page and the sign-in page", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("link", { name: "Sign In to Continue" }),
  ).toBeVisible();
  await expectAccessible(page, "landing");

  await page.goto("/api/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expectAccessible(page, "/api/login");
});

test("signed in: every screen", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const [path, title] of SCREENS) {
    await visit(page, path, title);
    await expectAccessible(page, path);
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("dashboard, licenses, organization and the navigation drawer", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await expectAccessible(page, "/ at 390 px");
    for (const [path, title] of [
      ["/licenses", "License Management"],
      ["/organization", "Organization"],
    ] as const) {
      await visit(page, path, title);
      await expectAccessible(page, `${path} at 390 px`);
    }
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Navigation" }),
    ).toBeVisible();
    await expectAccessible(page, "navigation drawer at 390 px");
  });
});

test("a primary button keeps its contrast under the pointer", async ({ page }) => {
  await signIn(page);
  await visit(page, "/licenses", "License Management");
  const upload = page.getByRole("button", { name: "Upload License" });
  await upload.hover();
  // transition-colors runs 150 ms; read the colour once it has settled.
  await expect
    .poll(() => upload.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe("rgb(194, 71, 10)");
  await page.waitForTimeout(300);
  await expectAccessible(page, "hovered Upload License button", "main");
});

test("dialogs: Add Location and Upload License", async ({ page }) => {
  await signIn(page);
  await visit(page, "/organization", "Organization");
  await page.getByRole("button", { name: "Add Location" }).first().click();
  await expect(
    page.getByRole("dialog", { name: "Add New Location" }),
  ).toBeVisible();
  await expectAccessible(page, "Add Location dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await visit(page, "/licenses", "License Management");
  await page.getByRole("button", { name: "Upload License" }).click();
  await expect(
    page.getByRole("dialog", { name: "Upload License" }),
  ).toBeVisible();
  await expectAccessible(page, "Upload License dialog");
});

test("screens with data: every badge, row and card state", async ({
  browser,
}) => {
  // The owner's organization has no rows on most screens; an app of its own gets one of each state.
  test.setTimeout(300_000);
  const server = await startTenantServer("Axe Bistro Group");
  try {
    const { db } = server.database;
    const today = newYorkToday();
    const [type] = await db.select().from(licenseTypes).limit(1);
    const cats = await db.select().from(budgetCategories);
    for (const location of [server.tenant.assigned, server.tenant.unassigned]) {
      const locationId = location.id;
      await db.insert(licenses).values(
        (["active", "expiring_soon", "expired", "archived"] as const).map(
          (status, i) => ({
            locationId,
            licenseTypeId: type!.id,
            licenseNumber: `LIC-${i}`,
            issueDate: addMonthsIso(today, -12),
            expirationDate: addMonthsIso(
              today,
              status === "expired" ? -1 : status === "expiring_soon" ? 0 : 6,
            ),
            status,
          }),
        ),
      );
      await db.insert(equipment).values(
        (["working", "maintenance_due", "broken"] as const).map(
          (status, i) => ({
            locationId,
            name: `Oven ${i}`,
            manufacturer: "Vulcan",
            model: "VC4",
            price: "1200.00",
            purchaseDate: addMonthsIso(today, -24),
            warrantyExpiration: addMonthsIso(today, i - 1),
            status,
          }),
        ),
      );
      await db.insert(vendors).values(
        (
          [
            "cleaning",
            "maintenance",
            "supplier",
            "security",
            "utilities",
            "waste",
            "other",
          ] as const
        ).map((category, i) => ({
          locationId,
          name: `Vendor ${i}`,
          category,
          contactName: "Val Vendor",
          phone: "(518) 555-0101",
          email: `vendor${i}@example.test`,
          schedule: "weekly" as const,
          nextServiceDate: addMonthsIso(today, i - 3),
        })),
      );
      await db.insert(marketingCampaigns).values(
        (["planned", "active", "completed", "cancelled"] as const).map(
          (status, i) => ({
            locationId,
            title: `Campaign ${i}`,
            startDate: today,
            endDate: today,
            budget: "300.00",
            status,
          }),
        ),
      );
      await db.insert(budgets).values(
        cats.slice(0, 3).map((c, i) => ({
          locationId,
          categoryId: c.id,
          month: currentMonth(new Date()),
          plannedAmount: "400.00",
          weekOneActual: String(150 * (i + 1)),
          actualAmount: String(150 * (i + 1)),
        })),
      );
    }

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto("/api/login");
    await page.getByLabel("Email").fill(server.tenant.admin.email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "Dashboard Overview" }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "/ with data");
    const seeded: Record<string, string> = {
      "/licenses": "LIC-2",
      "/equipment": "Oven 2",
      "/vendors": "Vendor 6",
      "/marketing": "Campaign 1",
    };
    for (const [path, title] of SCREENS.slice(1, 8)) {
      await visit(page, path, title);
      if (seeded[path])
        await expect(
          page.getByText(seeded[path], { exact: true }).first(),
        ).toBeVisible();
      await expectAccessible(page, `${path} with data`);
    }
    await context.close();
  } finally {
    await server.close();
  }
});
