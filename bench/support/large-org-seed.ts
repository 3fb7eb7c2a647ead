/**
 * Seeds an organization for bench/large-org.ts with set-based SQL (insert … select … from generate_series),
 * so 500 locations of rows take seconds. Every location gets the same rows (PER_LOCATION), with dates relative
 * to the database's current_date, so one location of a 500-location organization and the only location of a
 * one-location organization hold exactly the same data: any difference in their timings is the rest of the
 * organization's doing. Location-scoped rows are stored location by location (in a real table a location's rows
 * are spread among everyone else's, up to a page each in both organizations) and time-ordered ones
 * (notifications, audit entries) oldest first, as they are written: the pages a query touches compare plans.
 */
import type pg from "pg";
import type { Db } from "@server/db/connection";
import type { Organization, User } from "@shared/schema";
import { VENDOR_CATEGORIES, VENDOR_SCHEDULES } from "@shared/schema";
import { assignLocation, createOrganization, createUser } from "../../tests/support/factories";

export const PER_LOCATION = {
  licenses: 100,
  /** Every 4th license has a (tiny) document. */
  licenseDocumentEvery: 4,
  equipment: 100,
  /** Every 10th item has a manual document; every item one maintenance task, every 2nd a second one. */
  manualEvery: 10,
  vendors: 20,
  campaigns: 10,
  payrollRecords: 12,
  /** Months of budget lines (this month and the ones before), one line per default category. */
  budgetMonths: 12,
  /** Notifications per user and reachable location (admins reach every location). */
  notifications: 100,
  auditEntries: 100,
} as const;

/** Staff users beyond the signed-in one, per location, each assigned to a few locations. */
const BULK_STAFF_PER_LOCATION = 0.2;

export interface SeededOrganization {
  org: Organization;
  admin: User;
  /** A staff user assigned to the measured location and up to two others. */
  staff: User;
  /** The location whose screens are measured: the middle one. */
  locationId: string;
  locationIds: string[];
}

const TINY_PDF = "\\x255044462d312e340a"; // "%PDF-1.4\n"

export async function seedOrganization(db: Db, pool: pg.Pool, name: string, locationCount: number): Promise<SeededOrganization> {
  const org = await createOrganization(db, name);
  const admin = await createUser(db, { role: "admin", organizationId: org.id, firstName: "Ada", lastName: "Admin" });
  const staff = await createUser(db, { role: "user", organizationId: org.id, firstName: "Sam", lastName: "Staff" });
  const q = (text: string, values: unknown[]) => pool.query(text, values);

  const { rows } = await pool.query<{ id: string }>(
    `insert into locations (organization_id, name, address, city, state, zip_code, status, created_at)
     select $1::uuid, 'Location ' || lpad(g::text, 3, '0'), g || ' Main St', 'Albany', 'NY', '12207', 'active',
            now() - make_interval(days => $2::int - g)
     from generate_series(1, $2::int) g
     order by g
     returning id`,
    [org.id, locationCount],
  );
  const locationIds = rows.map((r) => r.id);
  const middle = Math.floor(locationCount / 2);
  const locationId = locationIds[middle]!;
  for (const id of new Set([locationId, locationIds[middle + 1], locationIds[middle + 2]].filter((x) => x !== undefined))) {
    await assignLocation(db, staff.id, id);
  }

  // Staff users, each assigned to every bulkCount-th location.
  const bulkCount = Math.max(1, Math.round(locationCount * BULK_STAFF_PER_LOCATION));
  const bulk = await pool.query<{ id: string }>(
    `insert into users (email, first_name, last_name, role, organization_id)
     select 'staff-' || g || '-' || $1::text || '@example.test', 'Staff', g::text, 'user', $1::uuid
     from generate_series(1, $2::int) g order by g returning id`,
    [org.id, bulkCount],
  );
  await q(
    `insert into user_locations (user_id, location_id)
     select u.id, l.id from unnest($1::uuid[]) with ordinality u(id, r), unnest($2::uuid[]) with ordinality l(id, i)
     where (l.i - 1) % $3::int = u.r - 1`,
    [bulk.rows.map((r) => r.id), locationIds, bulkCount],
  );

  await seedLicenses(q, org.id, admin.id, locationIds);
  await seedEquipment(q, org.id, admin.id, locationIds);
  await q(
    `insert into vendors (location_id, name, category, contact_name, phone, email, schedule, next_service_date)
     select l.id, 'Vendor ' || lpad(g::text, 2, '0'), ($2::text[])[1 + g % cardinality($2::text[])], 'Pat Doe', '555-0100',
            'vendor' || g || '@example.test', ($3::text[])[1 + g % cardinality($3::text[])], current_date + (g * 3 % 60) - 5
     from unnest($1::uuid[]) with ordinality l(id, i) cross join generate_series(1, $4::int) g
     order by l.i, g`,
    [locationIds, [...VENDOR_CATEGORIES], [...VENDOR_SCHEDULES], PER_LOCATION.vendors],
  );
  await q(
    `insert into budgets (location_id, category_id, month, planned_amount, actual_amount,
                          week_one_actual, week_two_actual, week_three_actual, week_four_actual)
     select l.id, c.id, to_char(date_trunc('month', current_date) - make_interval(months => m), 'YYYY-MM'),
            1000.00, 800.00, 200.00, 200.00, 200.00, 200.00
     from unnest($1::uuid[]) with ordinality l(id, i)
     cross join (select id from budget_categories where organization_id is null) c
     cross join generate_series(0, $2::int - 1) m
     order by l.i, m, c.id`,
    [locationIds, PER_LOCATION.budgetMonths],
  );
  await q(
    `insert into marketing_campaigns (location_id, title, description, start_date, end_date, budget, status)
     select l.id, 'Campaign ' || g, 'Seasonal promotion', current_date - 150 + g * 30, current_date - 150 + g * 30 + 14 + g,
            500.00, (array['planned', 'active', 'completed', 'cancelled'])[1 + g % 4]
     from unnest($1::uuid[]) with ordinality l(id, i) cross join generate_series(1, $2::int) g
     order by l.i, g`,
    [locationIds, PER_LOCATION.campaigns],
  );
  await q(
    `insert into payroll_records (location_id, week_ending, total_tips, employee_count, file_name, processed_data, created_by)
     select l.id, current_date - 7 * g, 1234.50, 12, 'tips-week-' || g || '.xlsx', '{"employees": []}'::json, $2::uuid
     from unnest($1::uuid[]) with ordinality l(id, i) cross join generate_series(1, $3::int) g
     order by l.i, g`,
    [locationIds, admin.id, PER_LOCATION.payrollRecords],
  );
  await q(
    `with reach as (
       select u.id as user_id, l.id as location_id from users u join locations l on l.organization_id = u.organization_id
       where u.organization_id = $1 and u.role = 'admin'
       union all
       select ul.user_id, ul.location_id from user_locations ul join locations l on l.id = ul.location_id
       where l.organization_id = $1)
     insert into notifications (user_id, organization_id, kind, title, body, link, dedupe_key, read, created_at)
     select r.user_id, $1::uuid, 'license_expiring', 'Food Service Permit expires in ' || g || ' days', 'Expiration date: soon.',
            '/licenses', 'seed:' || r.location_id || ':' || g, g % 10 <> 0, now() - make_interval(mins => g * 7 + 1)
     from reach r cross join generate_series(1, $2::int) g
     order by g desc`,
    [org.id, PER_LOCATION.notifications],
  );
  await q(
    `insert into audit_log (organization_id, actor_id, action, entity_type, entity_id, after, created_at)
     select $1::uuid, $2::uuid, (array['create', 'update', 'delete'])[1 + g % 3],
            (array['license', 'equipment', 'vendor', 'budget', 'marketing_campaign'])[1 + g % 5], l.id::text,
            jsonb_build_object('name', 'Entry ' || g), now() - make_interval(mins => g * 13 + l.i::int)
     from unnest($3::uuid[]) with ordinality l(id, i) cross join generate_series(1, $4::int) g
     order by g * 13 + l.i::int desc`,
    [org.id, admin.id, locationIds, PER_LOCATION.auditEntries],
  );
  return { org, admin, staff, locationId, locationIds };
}

type Query = (text: string, values: unknown[]) => Promise<unknown>;

/** Expiry dates from 200 days ago to 600 days ahead; statuses as the daily job and users would leave them. */
async function seedLicenses(q: Query, orgId: string, adminId: string, locationIds: string[]) {
  await q(
    `insert into licenses (location_id, license_type_id, license_number, issue_date, expiration_date, status, notes, created_at)
     select l.id, t.ids[1 + g % t.n], 'LIC-' || l.i || '-' || g, d.e - 365, d.e,
            case when g % 10 = 0 then 'archived' when d.e < current_date then 'expired'
                 when d.e <= current_date + 30 and g % 2 = 0 then 'expiring_soon' else 'active' end,
            case when g % 3 = 0 then 'Renew at the county office.' end,
            now() - make_interval(mins => g)
     from unnest($1::uuid[]) with ordinality l(id, i)
     cross join generate_series(1, $2::int) g
     cross join (select array_agg(id order by name) as ids, count(*)::int as n from license_types) t
     cross join lateral (select case when g % 25 = 0 then null else current_date + (g * 37 % 800) - 200 end as e) d
     order by l.i, g`,
    [locationIds, PER_LOCATION.licenses],
  );
  // Documents and the licenses that point at them, in one statement (the foreign key is checked at its end).
  await q(
    `with picked as materialized (
       select id as license_id, gen_random_uuid() as doc_id, license_number from licenses
       where location_id = any($1::uuid[]) and split_part(license_number, '-', 3)::int % $4::int = 0),
     docs as (
       insert into documents (id, organization_id, original_name, content_type, size, sha256, content, uploaded_by)
       select doc_id, $2::uuid, license_number || '.pdf', 'application/pdf', 9,
              encode(sha256(convert_to(license_number, 'UTF8')), 'hex'), '${TINY_PDF}'::bytea, $3::uuid
       from picked)
     update licenses set document_id = p.doc_id, document_name = p.license_number || '.pdf',
                         document_path = 'documents/' || p.doc_id, document_url = '/api/licenses/' || licenses.id || '/download'
     from picked p where licenses.id = p.license_id`,
    [locationIds, orgId, adminId, PER_LOCATION.licenseDocumentEvery],
  );
}

/** Items (some broken, some maintenance due), manuals for some, one or two maintenance tasks each. */
async function seedEquipment(q: Query, orgId: string, adminId: string, locationIds: string[]) {
  await q(
    `insert into equipment (location_id, name, model, manufacturer, serial_number, price, purchase_date, warranty_expiration, status, created_at)
     select l.id, (array['Walk-in cooler', 'Fryer', 'Convection oven', 'Ice machine', 'Dishwasher'])[1 + g % 5] || ' ' || g,
            'M-' || g, 'True', 'SN' || l.i || '-' || g, 500 + g * 10, current_date - 800 + g, current_date + (g * 13 % 700) - 200,
            case when g % 20 = 0 then 'broken' when g % 7 = 0 then 'maintenance_due' else 'working' end,
            now() - make_interval(mins => g)
     from unnest($1::uuid[]) with ordinality l(id, i) cross join generate_series(1, $2::int) g
     order by l.i, g`,
    [locationIds, PER_LOCATION.equipment],
  );
  await q(
    `with picked as materialized (
       select id as equipment_id, gen_random_uuid() as doc_id, serial_number from equipment
       where location_id = any($1::uuid[]) and split_part(serial_number, '-', 2)::int % $4::int = 0),
     docs as (
       insert into documents (id, organization_id, original_name, content_type, size, sha256, content, uploaded_by)
       select doc_id, $2::uuid, 'manual-' || serial_number || '.pdf', 'application/pdf', 9,
              encode(sha256(convert_to(serial_number, 'UTF8')), 'hex'), '${TINY_PDF}'::bytea, $3::uuid
       from picked)
     update equipment set manual_document_id = p.doc_id, manual_url = '/api/equipment/' || equipment.id || '/manual'
     from picked p where equipment.id = p.equipment_id`,
    [locationIds, orgId, adminId, PER_LOCATION.manualEvery],
  );
  await q(
    `insert into maintenance_tasks (equipment_id, task, interval_days, last_done, next_due)
     select e.id, t.task, t.days, x.due - t.days, x.due
     from equipment e
     cross join (values ('Clean condenser coil', 90, 1), ('Check door gaskets', 30, 2)) t(task, days, k)
     cross join lateral (select split_part(e.serial_number, '-', 2)::int as n) s
     cross join lateral (select current_date + (s.n * 17 + t.k * 5) % 150 - 30 as due) x
     where e.location_id = any($1::uuid[]) and (t.k = 1 or s.n % 2 = 0)
     order by e.location_id, s.n, t.k`,
    [locationIds],
  );
}

/** Sessions of other people (the store reads its row by primary key; this makes the table non-trivial). */
export async function seedOtherSessions(pool: pg.Pool, count: number) {
  await pool.query(
    `insert into sessions (sid, sess, expire)
     select 'bench-' || g, '{"cookie": {}}'::jsonb, now() + make_interval(hours => g % 48 - 12)
     from generate_series(1, $1::int) g`,
    [count],
  );
}
