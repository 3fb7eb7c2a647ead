/** The tests walk the same route listing the OpenAPI document is checked against (server/openapi/route-listing.ts). */
export { listAppRoutes as listRoutes } from "@server/openapi/route-listing";
