import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const validLocation = {
  name: "Midtown",
  address: "250 W 57th St",
  city: "New York",
  state: "ny",
  zipCode: "10107",
  phone: "",
  email: "",
  managerName: "Maria Lopez",
  status: "opening_soon",
  notes: "",
};

describe("organization", () => {
  it("answers null before the user has an organization, then creates one and makes the creator its admin", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    expect((await agent.get("/api/organization")).body).toBeNull();
    expect((await agent.get("/api/organization/locations")).body).toEqual([]);

    const created = await agent.post("/api/organization").send({ name: "  Harbor Foods ", description: "" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Harbor Foods", description: null, locationCount: 0 });

    const me = await agent.get("/api/auth/user");
    expect(me.body).toMatchObject({ role: "admin", organizationId: created.body.id });
    const org = await agent.get("/api/organization");
    expect(org.body).toMatchObject({ id: created.body.id, name: "Harbor Foods", locationCount: 0 });

    const again = await agent.post("/api/organization").send({ name: "Second" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You already belong to an organization");
  });

  it("requires a name", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const res = await agent.post("/api/organization").send({ name: "   " });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "name", message: "Organization name is required" }]);
  });
});

describe("locations", () => {
  it("lets an admin add, edit and delete locations, with validation messages by field", async () => {
    const { admin } = await createTenant(t.db);
    const agent = await signedInAgent(t.app, admin.email, TEST_PASSWORD);

    const created = await agent.post("/api/locations").send(validLocation);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Midtown", state: "NY", status: "opening_soon", phone: null, email: null });

    const bad = await agent.post("/api/locations").send({ ...validLocation, name: "", address: "", state: "New York", zipCode: "1", email: "nope" });
    expect(bad.status).toBe(400);
    const paths = (bad.body.errors as Array<{ path: string }>).map((e) => e.path).sort();
    expect(paths).toEqual(["address", "email", "name", "state", "zipCode"]);

    const edited = await agent.patch(`/api/locations/${created.body.id}`).send({ managerName: "Ken Ito", status: "active" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ managerName: "Ken Ito", status: "active", name: "Midtown" });

    const list = await agent.get("/api/organization/locations");
    expect(list.body.map((l: { name: string }) => l.name)).toContain("Midtown");
    expect((await agent.get("/api/organization")).body.locationCount).toBe(3);

    expect((await agent.delete(`/api/locations/${created.body.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/locations/${created.body.id}`)).status).toBe(404);
  });

  it("shows staff users only their assigned locations and refuses them admin actions", async () => {
    const { staff, assigned, unassigned } = await createTenant(t.db);
    const agent = await signedInAgent(t.app, staff.email, TEST_PASSWORD);
    const list = await agent.get("/api/organization/locations");
    expect(list.body.map((l: { id: string }) => l.id)).toEqual([assigned.id]);

    expect((await agent.post("/api/locations").send(validLocation)).status).toBe(403);
    expect((await agent.patch(`/api/locations/${unassigned.id}`).send({ name: "X" })).status).toBe(403);
    expect((await agent.delete(`/api/locations/${assigned.id}`)).status).toBe(403);
  });

  it("answers 404 for another organization's location", async () => {
    const mine = await createTenant(t.db);
    const theirs = await createTenant(t.db);
    const agent = await signedInAgent(t.app, mine.admin.email, TEST_PASSWORD);
    expect((await agent.patch(`/api/locations/${theirs.assigned.id}`).send({ name: "Hacked" })).status).toBe(404);
    expect((await agent.delete(`/api/locations/${theirs.assigned.id}`)).status).toBe(404);
    expect((await agent.patch(`/api/locations/not-a-uuid`).send({ name: "x" })).status).toBe(404);
    const list = await agent.get("/api/organization/locations");
    expect(list.body.map((l: { id: string }) => l.id)).not.toContain(theirs.assigned.id);
  });

  it("refuses everything to a signed-out visitor", async () => {
    expect((await request(t.app).get("/api/organization")).status).toBe(401);
    expect((await request(t.app).post("/api/locations").send(validLocation)).status).toBe(401);
  });
});
