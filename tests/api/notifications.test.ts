import { and, count, desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenses, licenseTypes, marketingCampaigns, notifications, users, vendors } from "@shared/schema";
import { addDaysIso } from "@shared/domain/calendar";
import { runDailyJobs } from "@server/jobs/scheduler";
import { createMailer } from "@server/mail/mailer";
import { licenseReminderStep } from "@server/features/notifications/reminders";
import {
  calendarEventsForToken,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_LIMIT_PER_KIND,
} from "@server/features/calendar/service";
import { createTenant, createUser, assignLocation, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const TODAY = "2026-11-22";
const logger = pino({ level: "silent" });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Gives the user a calendar token and returns it. */
async function tokenOf(userId: string): Promise<string> {
  const token = `feed-token-${userId.replace(/-/g, "")}`;
  await t.db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return token;
}

async function addLicense(locationId: string, expirationDate: string | null, status: "active" | "archived" = "active") {
  const [type] = await t.db.select().from(licenseTypes).where(eq(licenseTypes.name, "Food Service Establishment Permit"));
  const [row] = await t.db.insert(licenses).values({ locationId, licenseTypeId: type!.id, expirationDate, status, licenseNumber: "FSE-1" }).returning();
  return row!;
}

const countFor = async (userId: string) =>
  (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]!.n;

describe("reminder steps", () => {
  it("maps days left to the 90/30/7/0 steps and expired", () => {
    expect(licenseReminderStep(91)).toBeNull();
    expect(licenseReminderStep(90)).toBe(90);
    expect(licenseReminderStep(31)).toBe(90);
    expect(licenseReminderStep(30)).toBe(30);
    expect(licenseReminderStep(8)).toBe(30);
    expect(licenseReminderStep(7)).toBe(7);
    expect(licenseReminderStep(1)).toBe(7);
    expect(licenseReminderStep(0)).toBe(0);
    expect(licenseReminderStep(-1)).toBe("expired");
  });
});

describe("daily reminders", () => {
  it("creates exactly one notification per recipient for a license 30 days from expiry, however often and however many run", async () => {
    const tenant = await createTenant(t.db);
    const outsider = await createUser(t.db, { organizationId: tenant.org.id }); // staff with no location
    await addLicense(tenant.assigned.id, addDaysIso(TODAY, 30));
    const deps = { db: t.db, pool: t.database.pool, logger };
    await Promise.all([runDailyJobs(deps, TODAY), runDailyJobs(deps, TODAY), runDailyJobs(deps, TODAY)]);
    await runDailyJobs(deps, TODAY);

    expect(await countFor(tenant.admin.id)).toBe(1);
    expect(await countFor(tenant.staff.id)).toBe(1);
    expect(await countFor(outsider.id)).toBe(0);
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.staff.id));
    expect(n).toMatchObject({ kind: "license_expiring", title: "Food Service Establishment Permit at Assigned Location expires in 30 days", link: expect.stringMatching(/^\/licenses\?renew=[0-9a-f-]{36}$/) });

    // The next step (7 days) is a new reminder; expired another — on the expiration date itself, which the one
    // rule counts as expired (the badge says Expired) and the reminder tells as it is; not again the day after.
    await runDailyJobs(deps, addDaysIso(TODAY, 23));
    expect(await countFor(tenant.staff.id)).toBe(2);
    await runDailyJobs(deps, addDaysIso(TODAY, 30));
    expect(await countFor(tenant.staff.id)).toBe(3);
    const [last] = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.staff.id)).orderBy(desc(notifications.createdAt)).limit(1);
    expect(last).toMatchObject({ kind: "license_expired", title: "Food Service Establishment Permit at Assigned Location expires today" });
    await runDailyJobs(deps, addDaysIso(TODAY, 31));
    expect(await countFor(tenant.staff.id)).toBe(3);
  });

  it("ignores archived licenses and those far from expiry, and reminds of vendor service tomorrow", async () => {
    const tenant = await createTenant(t.db);
    await addLicense(tenant.assigned.id, addDaysIso(TODAY, 5), "archived");
    await addLicense(tenant.assigned.id, addDaysIso(TODAY, 200));
    await t.db.insert(vendors).values({ locationId: tenant.assigned.id, name: "Clean Co", category: "cleaning", nextServiceDate: addDaysIso(TODAY, 1) });
    await runDailyJobs({ db: t.db, pool: t.database.pool, logger }, TODAY);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.staff.id));
    expect(rows.map((r) => r.title)).toEqual(["Clean Co service tomorrow at Assigned Location"]);
  });

  it("lists newest first with the unread count, and marks one or all read", async () => {
    const tenant = await createTenant(t.db);
    await addLicense(tenant.assigned.id, addDaysIso(TODAY, 7));
    await addLicense(tenant.assigned.id, addDaysIso(TODAY, -2));
    await runDailyJobs({ db: t.db, pool: t.database.pool, logger }, TODAY);
    const agent = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const list = await agent.get("/api/notifications");
    expect(list.body.unreadCount).toBe(2);
    // Each names the location it is about, so opening it can switch there (issue 24).
    // The link opens Renew on the license the reminder is about (issue 32).
    expect(list.body.items.map((i: { link: string; locationId: string }) => [i.link.split("=")[0], i.locationId])).toEqual([
      ["/licenses?renew", tenant.assigned.id],
      ["/licenses?renew", tenant.assigned.id],
    ]);
    const first = list.body.items[0];
    expect((await agent.post(`/api/notifications/${first.id}/read`)).status).toBe(204);
    expect((await agent.get("/api/notifications")).body.unreadCount).toBe(1);
    const other = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    expect((await other.post(`/api/notifications/${first.id}/read`)).status).toBe(404);
    expect((await agent.post("/api/notifications/read-all")).status).toBe(204);
    expect((await agent.get("/api/notifications")).body.unreadCount).toBe(0);
  });
});

describe("daily digest e-mail", () => {
  it("sends one message per user with their new notifications to the SMTP server, and not twice", async () => {
    const received: Array<{ to: string; data: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (c: Buffer) => (data += c.toString()));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as { port: number }).port;
    try {
      const tenant = await createTenant(t.db);
      const optedOut = await createUser(t.db, { organizationId: tenant.org.id });
      await assignLocation(t.db, optedOut.id, tenant.assigned.id);
      await signedInAgent(t.app, optedOut.email, TEST_PASSWORD).then((a) => a.patch("/api/profile").send({ emailDigest: false }));
      // Older notifications of other tests were already "sent" by runs without SMTP; only this tenant's count.
      await t.db.update(notifications).set({ emailedAt: new Date() });
      await addLicense(tenant.assigned.id, addDaysIso(TODAY, 30));
      const mailer = createMailer(`smtp://127.0.0.1:${port}`, "Sous <no-reply@sous.test>", logger);
      const deps = { db: t.db, pool: t.database.pool, logger, mailer, appOrigin: "https://sous.test" };
      await runDailyJobs(deps, TODAY);
      await runDailyJobs(deps, TODAY);

      const recipients = received.map((r) => r.to).sort();
      expect(recipients).toEqual([tenant.admin.email, tenant.staff.email].sort());
      // The body is quoted-printable: undo soft line breaks and =XX escapes.
      const staffMail = received
        .find((r) => r.to === tenant.staff.email)!
        .data.replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(staffMail).toContain("Subject: Sous: 1 new notification");
      expect(staffMail).toContain("Food Service Establishment Permit at Assigned Location expires in 30 days");
      expect(staffMail).toContain("text/html");
      // The link opens the app at the location the reminder is about.
      expect(staffMail).toMatch(new RegExp(`https://sous\\.test/licenses\\?renew=[0-9a-f-]{36}&location=${tenant.assigned.id}`));
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe("calendar feed", () => {
  it("serves an iCalendar feed of the user's locations that a parser reads, and 404 once revoked", async () => {
    const tenant = await createTenant(t.db);
    await addLicense(tenant.assigned.id, "2027-03-31");
    await addLicense(tenant.unassigned.id, "2027-04-30");
    await t.db.insert(vendors).values({ locationId: tenant.assigned.id, name: "Grease, Inc.", category: "waste", nextServiceDate: "2026-12-02" });
    await t.db.insert(marketingCampaigns).values({ locationId: tenant.assigned.id, title: "Winter menu", startDate: "2026-12-01", endDate: "2026-12-31" });

    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get("/api/profile")).body.calendarUrl).toBeNull();
    const rotated = await staff.post("/api/profile/calendar-token");
    const url = new URL(rotated.body.calendarUrl as string);
    const feed = await request(t.app).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");

    const cal = new ICAL.Component(ICAL.parse(feed.text));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const byTitle = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(Object.keys(byTitle).sort()).toEqual([
      "Campaign: Winter menu (Assigned Location)",
      "Food Service Establishment Permit expires (Assigned Location)",
      "Grease, Inc. service (Assigned Location)",
    ]);
    expect(byTitle["Food Service Establishment Permit expires (Assigned Location)"]!.startDate.toString()).toBe("2027-03-31");
    const campaign = byTitle["Campaign: Winter menu (Assigned Location)"]!;
    expect(campaign.startDate.toString()).toBe("2026-12-01");
    expect(campaign.endDate.toString()).toBe("2027-01-01"); // DTEND is exclusive

    const again = await staff.post("/api/profile/calendar-token");
    expect(again.body.calendarUrl).not.toBe(rotated.body.calendarUrl);
    expect((await request(t.app).get(url.pathname)).status).toBe(404);
    await staff.delete("/api/profile/calendar-token");
    expect((await request(t.app).get(new URL(again.body.calendarUrl).pathname)).status).toBe(404);
  });
});

describe("calendar feed size", () => {
  it(`covers ${FEED_DAYS_BACK} days back to ${FEED_DAYS_AHEAD} days ahead, and at most ${FEED_LIMIT_PER_KIND} events of a kind, soonest first`, async () => {
    const tenant = await createTenant(t.db);
    const [type] = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(1);
    const day = (n: number) => addDaysIso(TODAY, n);
    const license = (n: number, licenseNumber: string) => ({
      locationId: tenant.assigned.id,
      licenseTypeId: type!.id,
      licenseNumber,
      expirationDate: day(n),
      status: "active" as const,
    });
    await t.db.insert(licenses).values([
      license(-FEED_DAYS_BACK - 1, "TOO-OLD"),
      license(-FEED_DAYS_BACK, "OLDEST-KEPT"),
      license(FEED_DAYS_AHEAD, "FARTHEST-KEPT"),
      license(FEED_DAYS_AHEAD + 1, "TOO-FAR"),
    ]);
    const events = await calendarEventsForToken(t.db, await tokenOf(tenant.staff.id), undefined, TODAY);
    expect(events!.map((e) => e.description).sort()).toEqual(["License number FARTHEST-KEPT", "License number OLDEST-KEPT"]);

    await t.db.insert(licenses).values(Array.from({ length: FEED_LIMIT_PER_KIND }, (_, i) => license(10 + (i % 300), `BULK-${i}`)));
    const capped = (await calendarEventsForToken(t.db, await tokenOf(tenant.staff.id), undefined, TODAY))!;
    expect(capped).toHaveLength(FEED_LIMIT_PER_KIND);
    expect(capped[0]!.description).toBe("License number OLDEST-KEPT");
    expect(capped.map((e) => e.description)).not.toContain("License number FARTHEST-KEPT");
  }, 60_000);
});

it("keeps notifications per user and scoped to the tenant", async () => {
  const a = await createTenant(t.db);
  await addLicense(a.assigned.id, addDaysIso(TODAY, 7));
  await runDailyJobs({ db: t.db, pool: t.database.pool, logger }, TODAY);
  const b = await createTenant(t.db);
  const agent = await signedInAgent(t.app, b.admin.email, TEST_PASSWORD);
  const list = await agent.get("/api/notifications");
  expect(list.body.items).toEqual([]);
  const rows = await t.db.select().from(notifications).where(and(eq(notifications.organizationId, a.org.id)));
  expect(rows.length).toBeGreaterThan(0);
});
