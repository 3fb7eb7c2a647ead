import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ID, type PageData } from "@shared/domain/page-data";
/** How long an answer that came with the page counts as fresh for queries that are otherwise always re-read. */
const PAGE_DATA_FRESH_MS = 30_000;

let seededAt: number | null = null;
let selectedOnPage: string | null = null;

/**
 * Issue 22: the server sends the first screen's answers with the page (server/http/page-data.ts); they go into the
 * query cache before the first render, so the screen paints without asking for them. A page without them (served
 * by the service worker, or offline) asks as before.
 */
export function seedPageData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const { queries, selectedLocationId } = JSON.parse(element.textContent) as PageData;
    selectedOnPage = typeof selectedLocationId === "string" ? selectedLocationId : null;
    seededAt = Date.now();
    for (const { key, data } of queries) client.setQueryData(key, data, { updatedAt: seededAt });
  } catch {
    // A malformed block only costs the requests it would have saved.
  }
}

/** The location the page was rendered for (the cookie's choice), or null when the page did not say. */
export function selectedLocationFromPage(): string | null {
  return selectedOnPage;
}

/**
 * staleTime for a query that is otherwise re-read on every visit (staleTime 0): its answer from the page is
 * used as it is for a short while, so the first screen does not ask again for what it was just sent.
 */
export function freshIfFromPage(query: { state: { dataUpdatedAt: number } }): number {
  const fromPage = seededAt !== null && query.state.dataUpdatedAt === seededAt;
  return fromPage && Date.now() - seededAt! < PAGE_DATA_FRESH_MS ? PAGE_DATA_FRESH_MS : 0;
}
