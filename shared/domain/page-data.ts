/**
 * The first screen's answers sent with the page (issue 22): the server writes them into a JSON block with this id
 * (server/http/index-html.ts) and the browser puts them into its query cache (client/src/app/page-data.ts).
 */
export const PAGE_DATA_ID = "sous-page-data";

/** One answer the page would otherwise ask for: the client's React Query key and the API's JSON. */
export interface PageQuery {
  key: unknown[];
  data: unknown;
}

/**
 * What a page carries: the answers, and the location chosen last (the switcher's cookie) when the user may still
 * reach it, so that the server renders the screen for the location the browser will show (null: none chosen).
 */
export interface PageData {
  queries: PageQuery[];
  selectedLocationId: string | null;
}

/** The element the server puts over a page it rendered until the browser has hydrated it (client/src/app/hydration.ts). */
export const HYDRATION_SHIELD_ID = "hydration-shield";
