import { type Browser, expect, type Page, test } from "@playwright/test";
import { LOCATIONS, ORGANIZATION, screenshot, signIn } from "./support";

/**
 * Administration: invitations (an admin invites a staff user for one location; the link is opened in
 * another browser), the super admin's requirements (TX edited, copied to OK) and impersonation.
 */
test.describe.configure({ mode: "serial" });

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const stamp = Date.now();
const ADMIN = { email: `alice.admin.${stamp}@sous.test`, firstName: "Alice", lastName: "Admin", password: "alice's long password" };
const STAFF = { email: `sam.staff.${stamp}@sous.test`, firstName: "Sam", lastName: "Staff", password: "sam's long password" };
const HARBOR = { name: `Harbor Cafe ${stamp}`, location: "Pier One Kitchen" };

/** Opens the invitation link in a fresh browser (no shared cookies) and creates the account. */
async function acceptAsNewUser(browser: Browser, link: string, person: typeof ADMIN, expected: { role: string; location: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/api\/invite\//);
  await expect(page.getByRole("heading", { name: `Join ${ORGANIZATION.name}` })).toBeVisible();
  await expect(page.getByTestId("invite-organization")).toHaveText(ORGANIZATION.name);
  await expect(page.getByTestId("invite-role")).toHaveText(expected.role);
  await expect(page.getByText(expected.location, { exact: true })).toBeVisible();
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();
  await expect(page.getByTestId("user-display-name")).toHaveText(`${person.firstName} ${person.lastName}`);
  return { context, page };
}

/** Invites through the dialog and returns the link copied from Pending Invitations. */
async function inviteAndCopyLink(page: Page, email: string, role: "Admin" | "Staff", location?: string) {
  await page.getByRole("button", { name: "Invite User" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite User" });
  if (await dialog.getByRole("combobox", { name: "Organization" }).isVisible()) {
    await dialog.getByRole("combobox", { name: "Organization" }).click();
    await page.getByRole("option", { name: ORGANIZATION.name, exact: true }).click();
  }
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  if (location) {
    await dialog.getByRole("combobox", { name: "Location" }).click();
    await page.getByRole("option", { name: location }).click();
  }
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, "Invitation Sent").filter({ hasText: "User invitation has been sent successfully" })).toBeVisible();
  const row = page.getByTestId("invitation-row").filter({ hasText: email });
  await expect(row).toContainText(role);
  await expect(row).toContainText(location ?? "Organization-wide");
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: `Copy invitation link for ${email}` }).click();
  await expect(toast(page, "Link copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  return link;
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an admin invites a staff user for one location; the staff user joins and sees only that location", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);

  // The owner (super admin) invites Alice as an admin of the organization.
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const adminLink = await inviteAndCopyLink(page, ADMIN.email, "Admin");
  const alice = await acceptAsNewUser(browser, adminLink, ADMIN, { role: "Admin", location: "Organization-wide" });

  // Alice, an admin, invites Sam for one location. Validation first.
  const a = alice.page;
  await a.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }).click();
  await expect(a.getByRole("heading", { name: "User Management" })).toBeVisible();
  await a.getByRole("button", { name: "Invite User" }).click();
  const dialog = a.getByRole("dialog", { name: "Invite User" });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Location is required for user invitations")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const staffLink = await inviteAndCopyLink(a, STAFF.email, "Staff", LOCATIONS[1].name);

  // Sam opens the link in another browser, sets a password and sees only the invited location.
  const sam = await acceptAsNewUser(browser, staffLink, STAFF, { role: "Staff", location: LOCATIONS[1].name });
  const s = sam.page;
  await expect(s.getByRole("combobox", { name: "Select location" })).toContainText(LOCATIONS[1].name);
  await s.getByRole("combobox", { name: "Select location" }).click();
  await expect(s.getByRole("option")).toHaveCount(1);
  await s.keyboard.press("Escape");
  await s.goto("/organization");
  await expect(s.getByTestId("location-card")).toHaveCount(1);
  await expect(s.getByTestId("location-card")).toContainText(LOCATIONS[1].name);
  await expect(s.getByRole("link", { name: "Users" })).toHaveCount(0);

  // The link works once.
  const reuse = await browser.newContext();
  const reusePage = await reuse.newPage();
  await reusePage.goto(staffLink);
  await expect(reusePage.getByRole("heading", { name: "Invitation already used" })).toBeVisible();
  await reuse.close();

  // Alice sees Sam as a user with that location, gives him the bakery and the diner, then the audit log.
  await a.reload();
  const samRow = a.getByTestId("user-row").filter({ hasText: STAFF.email });
  await expect(samRow).toContainText(LOCATIONS[1].name);
  await expect(a.getByTestId("invitation-row").filter({ hasText: STAFF.email })).toHaveCount(0);
  await samRow.getByRole("button", { name: `Edit ${STAFF.firstName} ${STAFF.lastName}` }).click();
  const edit = a.getByRole("dialog", { name: "Edit User" });
  await edit.getByLabel(LOCATIONS[0].name).check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(a, "User updated")).toBeVisible();
  await expect(samRow).toContainText(LOCATIONS[0].name);
  const aliceRow = a.getByTestId("user-row").filter({ hasText: ADMIN.email });
  await aliceRow.getByRole("button", { name: `Edit ${ADMIN.firstName} ${ADMIN.lastName}` }).click();
  await expect(a.getByText("You cannot change your own role.")).toBeVisible();
  await a.keyboard.press("Escape");

  await a.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(a.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  await expect(a.getByTestId("audit-entry").first()).toContainText("Updated user");
  await a.getByRole("combobox", { name: "Show" }).click();
  await a.getByRole("option", { name: "Invitation" }).click();
  await expect(a.getByTestId("audit-entry").first()).toContainText("Accepted invitation");

  await alice.context.close();
  await sam.context.close();
});

/** A second organization, made through the API: a user removed from Golden Fork creates their own. */
async function createSecondOrganization(owner: Page, browser: Browser) {
  const email = `hal.harbor.${stamp}@sous.test`;
  const orgs = (await (await owner.request.get("/api/super-admin/organizations")).json()) as Array<{ id: string; name: string }>;
  const golden = orgs.find((o) => o.name === ORGANIZATION.name)!;
  const invited = await owner.request.post("/api/user-invitations", { data: { email, role: "admin", organizationId: golden.id } });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  const context = await browser.newContext();
  const hal = context.request;
  const accepted = await hal.post(new URL(link).pathname.replace("/invite/", "/api/invite/"), {
    data: { firstName: "Hal", lastName: "Harbor", password: "hal's long password" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const me = (await (await hal.get("/api/auth/user")).json()) as { id: string };
  // A super admin removes Hal from Golden Fork while browsing as it; Hal then founds his own organization.
  await owner.request.post("/api/super-admin/impersonate", { data: { organizationId: golden.id } });
  expect((await owner.request.delete(`/api/users/${me.id}`)).status()).toBe(204);
  await owner.request.post("/api/super-admin/stop-impersonate");
  // Removal ended Hal's sessions: he signs in again.
  expect((await hal.get("/api/auth/user")).status()).toBe(401);
  expect((await hal.post("/api/login", { data: { email, password: "hal's long password" } })).status()).toBe(200);
  expect((await hal.post("/api/organization", { data: { name: HARBOR.name, description: "Fish and chips by the pier" } })).status()).toBe(201);
  const location = await hal.post("/api/locations", {
    data: { name: HARBOR.location, address: "1 Pier Road", city: "Galveston", state: "TX", zipCode: "77550" },
  });
  expect(location.status()).toBe(201);
  await context.close();
}

test("a super admin edits TX, copies TX to OK, browses as an organization and stops", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Main" });

  // State Requirements: NY by default; pick TX.
  await nav.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByText("Internal Use Only")).toBeVisible();
  const stateSelect = page.getByRole("combobox", { name: "State" });
  await expect(stateSelect).toContainText("NY — New York");
  await stateSelect.click();
  await page.getByRole("option", { name: "TX — Texas" }).click();
  await expect(page.getByRole("region", { name: "License requirements in TX" })).toBeVisible();

  // The switch sends one item.
  const handlerSwitch = page.getByRole("switch", { name: "Food Handler Card required in TX" });
  const wasRequired = (await handlerSwitch.getAttribute("aria-checked")) === "true";
  await handlerSwitch.click();
  await expect(toast(page, "State requirements updated successfully")).toBeVisible();
  await expect(handlerSwitch).toHaveAttribute("aria-checked", String(!wasRequired));

  // The edit dialog: integers are checked and parsed.
  const signRow = page.getByTestId("requirement-row").filter({ hasText: "Sign Permit" });
  await signRow.getByRole("button", { name: "Edit Sign Permit in TX" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Requirement" });
  await edit.getByLabel("Renewal Period (months)").fill("1.5");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Enter a whole number of months")).toBeVisible();
  await edit.getByLabel("Renewal Period (months)").fill("24");
  await edit.getByLabel("Processing Time (weeks)").fill("5");
  await edit.getByLabel("Cost Range").fill("$200-400");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "State requirements updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(signRow).toContainText("24 months");
  await expect(signRow).toContainText("$200-400");
  await expect(signRow).toContainText("5 weeks");

  // Copy TX to OK, after a confirmation that says how many rows change.
  await stateSelect.click();
  await page.getByRole("option", { name: "OK — Oklahoma" }).click();
  await expect(page.getByRole("region", { name: "License requirements in OK" })).toBeVisible();
  await page.getByRole("button", { name: "Copy from State" }).click();
  const copy = page.getByRole("dialog", { name: "Copy from State" });
  await copy.getByRole("combobox", { name: "Copy from" }).click();
  await page.getByRole("option", { name: "TX — Texas" }).click();
  await expect(copy.getByTestId("copy-preview")).toContainText(/\d+ requirements? in Oklahoma will change/);
  await copy.getByRole("button", { name: /^Copy \d+ requirements?$/ }).click();
  await expect(toast(page, "Copied")).toBeVisible();
  await expect(page.getByTestId("requirement-row").filter({ hasText: "Sign Permit" })).toContainText("24 months");
  await expect(page.getByRole("switch", { name: "Food Handler Card required in OK" })).toHaveAttribute("aria-checked", String(!wasRequired));

  // License Types tab.
  await page.getByRole("tab", { name: "License Types" }).click();
  await expect(page.getByTestId("license-category").first()).toBeVisible();
  await expect(page.getByText("Universal").first()).toBeVisible();

  // Job Queues tab (issue 21): each queue's depth and failures; the daily jobs ran when the server started.
  await page.getByRole("tab", { name: "Job Queues" }).click();
  await expect(page.getByTestId("job-queue")).toHaveCount(3);
  const daily = page.getByTestId("job-queue").filter({ hasText: "daily-jobs" });
  await expect(daily.getByRole("heading", { name: "Daily jobs (reminders, expiries, digests, clean-up)" })).toBeVisible();
  await expect(daily.locator("dt", { hasText: "Done" }).locator("xpath=following-sibling::dd")).not.toHaveText("0");
  await screenshot(page, "admin-job-queues-1280");

  // Organizations and impersonation.
  await createSecondOrganization(page, browser);
  await nav.getByRole("link", { name: "Organizations" }).click();
  const harborRow = page.getByTestId("organization-row").filter({ hasText: HARBOR.name });
  await expect(harborRow).toContainText("Fish and chips by the pier");
  await harborRow.getByRole("button", { name: `View details of ${HARBOR.name}` }).click();
  await expect(page.getByRole("region", { name: `Locations of ${HARBOR.name}` })).toContainText(HARBOR.location);
  await harborRow.getByRole("button", { name: `Browse as Admin of ${HARBOR.name}` }).click();
  await expect(toast(page, "Organization Impersonation Active")).toBeVisible();
  await expect(page.getByTestId("impersonation-badge").first()).toContainText(`Browsing as: ${HARBOR.name}`);
  await expect(page.getByRole("combobox", { name: "Select location" })).toContainText(HARBOR.location);
  await expect(harborRow.getByRole("button", { name: `Browse as Admin of ${HARBOR.name}` })).toBeDisabled();

  // Its data: the organization screen and its users.
  await nav.getByRole("link", { name: "Organization", exact: true }).click();
  await expect(page.getByTestId("organization-name")).toHaveText(HARBOR.name);
  await expect(page.getByTestId("location-card")).toHaveCount(1);
  await nav.getByRole("link", { name: "Users" }).first().click();
  await expect(page.getByTestId("user-row").filter({ hasText: "Hal Harbor" })).toBeVisible();
  await expect(page.getByTestId("user-row")).toHaveCount(1);

  // Stop from any page (the banner's button, here on Users): back to the super admin's own view and organization.
  await expect(page.getByTestId("impersonation-banner")).toBeVisible();
  await page.getByTestId("impersonation-banner").getByRole("button", { name: `Stop browsing as ${HARBOR.name}` }).click();
  await expect(toast(page, "Impersonation Stopped")).toBeVisible();
  await expect(page.getByTestId("impersonation-badge")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Select location" })).toContainText(LOCATIONS[0].name);
  await nav.getByRole("link", { name: "Organization", exact: true }).click();
  await expect(page.getByTestId("organization-name")).toHaveText(ORGANIZATION.name);
});

test("staff cannot open the super admin screens", async ({ page }) => {
  await signIn(page, { email: STAFF.email, password: STAFF.password });
  await page.goto("/admin");
  await expect(page.getByText("Super Admin Access Required")).toBeVisible();
  await expect(toast(page, "Access Denied")).toBeVisible();
  await page.goto("/organizations");
  await expect(page.getByText("Super Admin Access Required")).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`administration screens at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const page = await context.newPage();
    await signIn(page);

    // A fresh invitation, for the acceptance page.
    const orgs = (await (await page.request.get("/api/super-admin/organizations")).json()) as Array<{ id: string; name: string }>;
    const golden = orgs.find((o) => o.name === ORGANIZATION.name)!;
    const invited = await page.request.post("/api/user-invitations", {
      data: { email: `screen.${width}.${stamp}@sous.test`, role: "user", organizationId: golden.id, locationId: undefined },
    });
    expect(invited.status()).toBe(400); // a location is required for role user
    const locations = (await (await page.request.get(`/api/super-admin/organizations/${golden.id}/locations`)).json()) as Array<{ id: string }>;
    const ok = await page.request.post("/api/user-invitations", {
      data: { email: `screen.${width}.${stamp}@sous.test`, role: "user", organizationId: golden.id, locationId: locations[1]!.id },
    });
    const { link } = (await ok.json()) as { link: string };

    const phone = width < 768;
    await page.goto("/users");
    await expect(page.getByTestId(phone ? "user-card" : "user-row").first()).toBeVisible();
    await expect(page.getByTestId(phone ? "invitation-card" : "invitation-row").first()).toBeVisible();
    await screenshot(page, `users-${width}`);
    await page.getByRole("button", { name: "Invite User" }).click();
    await expect(page.getByRole("dialog", { name: "Invite User" })).toBeVisible();
    await screenshot(page, `users-invite-${width}`);
    await page.keyboard.press("Escape");

    await page.goto("/admin");
    await expect(page.getByTestId(width < 1024 ? "requirement-card" : "requirement-row").first()).toBeVisible();
    await screenshot(page, `admin-requirements-${width}`);
    await page.getByRole("button", { name: /^Edit .* in NY$/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Edit Requirement" })).toBeVisible();
    await screenshot(page, `admin-edit-${width}`);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "License Types" }).click();
    await expect(page.getByTestId("license-category").first()).toBeVisible();
    await screenshot(page, `admin-license-types-${width}`);

    await page.goto("/organizations");
    await page.getByRole("button", { name: /^View details of/ }).first().click();
    await expect(page.getByRole("region", { name: /^Locations of/ })).toBeVisible();
    await screenshot(page, `organizations-${width}`);

    await page.goto("/audit-log");
    await expect(page.getByTestId("audit-entry").first()).toBeVisible();
    await screenshot(page, `audit-log-${width}`);

    const guest = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const invitePage = await guest.newPage();
    await invitePage.goto(link);
    await expect(invitePage.getByRole("button", { name: "Create account and join" })).toBeVisible();
    await screenshot(invitePage, `invite-accept-${width}`);
    await guest.close();
    await context.close();
  });
}
