/**
 * Which location a signed-in page shows (SPEC section 4, issue 24): the one a link asks for (`?location=<id>`) when
 * the user may reach it, else the one chosen last, else the first of the user's locations. The browser applies it
 * (selected-location.tsx) and so does the server when it sends the first screen's data with the page.
 */
export function chooseLocationId(
  reachableIds: readonly string[],
  askedId: string | null | undefined,
  storedId: string | null | undefined,
): string | null {
  if (askedId && reachableIds.includes(askedId)) return askedId;
  if (storedId && reachableIds.includes(storedId)) return storedId;
  return reachableIds[0] ?? null;
}

/** The cookie that carries the last chosen location to the server (readable by the page, not a credential). */
export const SELECTED_LOCATION_COOKIE = "sous_location";

/** The query parameter of a link about one location: following it selects that location (client selected-location.tsx). */
export const LOCATION_PARAM = "location";

/** `href` leading to `locationId`'s view of the page: "/licenses" → "/licenses?location=<id>". */
export function hrefForLocation(href: string, locationId: string | null | undefined): string {
  if (!locationId) return href;
  const [pathAndQuery = "", hash] = href.split("#", 2);
  const [path = "", query] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(LOCATION_PARAM, locationId);
  return `${path}?${params.toString()}${hash === undefined ? "" : `#${hash}`}`;
}
