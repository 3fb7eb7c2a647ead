import type { Location, Organization } from "./organizations";

// Types only (no Drizzle at run time): what the organization and location routes answer
// (server/features/organizations/), as the client reads them through Json<>.

/** GET /api/organization and POST /api/organization: the organization with how many locations it has. */
export type OrganizationView = Organization & { locationCount: number };

/** GET /api/organization/locations, POST /api/locations, PATCH /api/locations/:id: the location's row. */
export type LocationView = Location;
