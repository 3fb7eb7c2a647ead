/**
 * Passkeys (issue 33) with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): register a passkey
 * on Profile, sign out, sign in with the passkey alone from the sign-in page, remove it.
 */
import { expect, type Page, test } from "@playwright/test";
import { TEST_PASSWORD } from "../support/factories";
import { startTenantServer, type TenantServer } from "./tenant-server";
import { screenshot } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: TenantServer;
/** WebAuthn refuses an IP address as the relying party: the same server through the name localhost. */
let base = "";
test.beforeAll(async () => {
  server = await startTenantServer("Passkey Bistro Group");
  base = server.baseURL.replace("127.0.0.1", "localhost");
});
test.afterAll(async () => server?.close());

/** A platform authenticator with resident keys and user verification, as a phone or a laptop's screen lock. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

for (const width of [1280, 390]) {
  test(`register a passkey on Profile, sign out, sign in with it, remove it (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    const email = width === 1280 ? server.tenant.admin.email : server.tenant.staff.email;

    await page.goto(`${base}/api/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();

    await page.goto(`${base}/profile`);
    await expect(page.getByText("No passkeys yet.")).toBeVisible();
    await page.getByLabel("Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const rows = page.getByTestId("passkey-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Test laptop");
    await expect(rows.first()).toContainText("Not used yet");
    expect(await authenticator.credentials()).toHaveLength(1);
    // A passkey is a second factor: the two-factor card no longer says "Off".
    await expect(page.getByTestId("two-factor-state")).toHaveText("On with passkeys");
    await page.getByRole("heading", { name: "Passkeys", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `passkeys-profile-${width}`);

    await page.goto(`${base}/api/logout`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(`${base}/api/login`);
    await screenshot(page, `passkeys-sign-in-${width}`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard Overview" })).toBeVisible();

    await page.goto(`${base}/profile`);
    await expect(rows.first()).toContainText("Last used");
    await rows.first().getByRole("button", { name: "Remove Test laptop" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Remove Test laptop?");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("No passkeys yet.")).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect(page.getByTestId("two-factor-state")).toHaveText("Off");

    // Removed on the server: the device's passkey no longer signs in.
    await page.goto(`${base}/api/logout`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(`${base}/api/login`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "passkey" })).toHaveText("That passkey did not sign you in. Try again, or sign in with your password.");
    await context.close();
  });
}
