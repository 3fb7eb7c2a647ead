/**
 * Statements per request on the hot paths (issue 35): every GET that each screen, or every screen, sends —
 * who-am-I, the notifications poll, the dashboard, the group overview and the three paged lists (with a full
 * page, so the total is needed too) — as an organization admin and as a staff user, counted with the SQL
 * capture. The count is deterministic (it does not depend on the machine's load); `BEFORE` keeps the figures
 * measured before issue 35 for comparison. BENCH_STATEMENTS=1 lists each request's statements.
 * Run: `npx tsx bench/statements.ts` (BENCH_DATABASE_URL or PostgreSQL at 127.0.0.1:5432, else PGlite).
 */
import { vendors, VENDOR_CATEGORIES } from "@shared/schema";
import { openBenchDatabase, signIn, startApp } from "./support/bench-app";
import { createDashboardTenant } from "./support/dashboard-tenant";
import { countStatements, statementLines } from "./support/statements-per-request";

/** Measured on this bench before issue 35 (commit 1573863), admin / staff. */
const BEFORE: Record<string, [number, number]> = {
  "/api/auth/user": [5, 6],
  "/api/notifications": [7, 8],
  "/api/dashboard": [10, 10],
  "/api/group/overview": [11, 6],
  "/api/licenses": [8, 9],
  "/api/equipment": [8, 9],
  "/api/vendors": [8, 9],
};

const database = await openBenchDatabase();
try {
  const tenant = await createDashboardTenant(database.db);
  const locationId = tenant.assigned.id;
  await database.db.insert(vendors).values(
    Array.from({ length: 3 }, (_, i) => ({
      locationId,
      name: `Vendor ${i}`,
      category: VENDOR_CATEGORIES[i % VENDOR_CATEGORIES.length]!,
    })),
  );
  const app = await startApp(database);
  const cookies = { admin: await signIn(app.url, tenant.admin.email), staff: await signIn(app.url, tenant.staff.email) };
  const paths = [
    "/api/auth/user",
    "/api/notifications",
    `/api/dashboard?locationId=${locationId}`,
    "/api/group/overview",
    `/api/licenses?locationId=${locationId}&limit=2`,
    `/api/equipment?locationId=${locationId}&limit=2`,
    `/api/vendors?locationId=${locationId}&limit=2`,
  ];
  console.log(`\nStatements per request (a signed-in GET, session and context included); ${database.label}`);
  console.log(`  ${"route".padEnd(22)} ${"admin".padStart(6)} ${"staff".padStart(10)}   ${"before (admin / staff)".padStart(22)}`);
  for (const path of paths) {
    const route = path.split("?")[0]!;
    const admin = await countStatements(app.url, path, cookies.admin);
    const staff = await countStatements(app.url, path, cookies.staff);
    if (admin.status !== 200) throw new Error(`${path} as admin: ${admin.status}`);
    const before = BEFORE[route];
    const shown = (c: typeof admin) => (c.status === 200 ? String(c.statements.length) : `${c.statements.length} (${c.status})`);
    console.log(
      `  ${route.padEnd(22)} ${shown(admin).padStart(6)} ${shown(staff).padStart(10)}   ${(before ? `${before[0]} / ${before[1]}` : "").padStart(22)}`,
    );
    if (process.env.BENCH_STATEMENTS) for (const line of [...statementLines(admin), "      — staff:", ...statementLines(staff)]) console.log(line);
  }
  await app.close();
} finally {
  await database.close();
}
