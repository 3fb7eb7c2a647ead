import { eq } from "drizzle-orm";
import { locations } from "@shared/schema";
import { formatDisplayDate } from "@shared/domain/dates";
import type { Db } from "../../db/connection";
import { queuePushes } from "../push/queue";
import { organizationAdmins, recipientsForLocation } from "./recipients";
import { insertNotifications } from "./service";

/** Tells people (not the one who did it) about something done at a location, in the bell and by push. Never throws. */
async function tell(db: Db, userIds: string[], actorId: string, n: Parameters<typeof insertNotifications>[1][number]["notification"]) {
  const to = userIds.filter((id) => id !== actorId);
  if (to.length === 0) return;
  const created = await insertNotifications(db, [{ userIds: to, notification: n }]);
  await queuePushes(db, created);
}

const locationName = async (db: Db, locationId: string) => (await db.select({ name: locations.name }).from(locations).where(eq(locations.id, locationId)))[0]?.name ?? "a location";

/** "Renewal submitted": the location's people hear that a license's renewal went in. */
export async function notifyRenewalSubmitted(
  db: Db,
  input: { organizationId: string; actorId: string; licenseId: string; locationId: string; typeName: string; submittedOn: string; reference: string | null },
) {
  const where = await locationName(db, input.locationId);
  await tell(db, await recipientsForLocation(db, input.organizationId, input.locationId), input.actorId, {
    organizationId: input.organizationId,
    kind: "renewal_submitted",
    title: `Renewal submitted: ${input.typeName} at ${where}`,
    body: `Submitted on ${formatDisplayDate(input.submittedOn)}${input.reference ? ` (reference ${input.reference})` : ""}.`,
    link: "/licenses",
    dedupeKey: `renewal-submitted:${input.licenseId}:${input.submittedOn}`,
    data: { licenseId: input.licenseId, locationId: input.locationId },
  });
}

/** "Payroll calculated": the organization's administrators hear of a week's calculation (payroll is theirs to see). */
export async function notifyPayrollCalculated(
  db: Db,
  input: { organizationId: string; actorId: string; recordId: string; locationId: string; locationName: string; weekEnding: string },
) {
  await tell(db, await organizationAdmins(db, input.organizationId), input.actorId, {
    organizationId: input.organizationId,
    kind: "payroll_calculated",
    title: `Payroll calculated: week ending ${formatDisplayDate(input.weekEnding)} at ${input.locationName}`,
    body: "The tip distribution is ready to review and export.",
    link: "/payroll",
    dedupeKey: `payroll:${input.recordId}`,
    data: { payrollRecordId: input.recordId, locationId: input.locationId },
  });
}
