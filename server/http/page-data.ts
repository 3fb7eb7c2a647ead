import type { Request } from "express";
import { chooseLocationId, SELECTED_LOCATION_COOKIE } from "@shared/domain/location-choice";
import type { PageData, PageQuery } from "@shared/domain/page-data";
import type { Db } from "../db/connection";
import { presentCurrentUser } from "../auth/users";
import { dashboardSummary } from "../features/dashboard/service";
import { listNotifications } from "../features/notifications/service";
import { listLocations } from "../features/organizations/service";
import type { Logger } from "pino";

/**
 * Issue 22: what the first screen needs, sent with the page so that its first paint does not wait for a chain of
 * requests (who is signed in → their locations → the dashboard). Each answer is the one its API route gives
 * (/api/auth/user, /api/organization/locations, /api/notifications, /api/dashboard), from the same services and the same request
 * context; a part that fails is left out and the page asks for it as before.
 */
export async function pageData(db: Db, req: Request, logger: Logger): Promise<PageData> {
  const ctx = req.ctx;
  if (!ctx) return { queries: [{ key: ["/api/auth/user"], data: null }], selectedLocationId: null };
  const queries: PageQuery[] = [{ key: ["/api/auth/user"], data: presentCurrentUser(ctx) }];
  let selectedLocationId: string | null = null;
  if (ctx.twoFactorSetupRequired) return { queries, selectedLocationId };
  try {
    const locations = await listLocations(db, ctx);
    queries.push({ key: ["/api/organization/locations"], data: locations });
    // The shell's bell: asked for on mount, its answer would re-render the shell at once after hydration.
    queries.push({ key: ["/api/notifications"], data: await listNotifications(db, ctx.user.id) });
    const ids = locations.map((l) => l.id);
    const stored = cookieValue(req.headers.cookie, SELECTED_LOCATION_COOKIE);
    selectedLocationId = stored && ids.includes(stored) ? stored : null;
    if (req.path !== "/") return { queries, selectedLocationId };
    const askedId = typeof req.query.location === "string" ? req.query.location : null;
    const locationId = chooseLocationId(ids, askedId, selectedLocationId);
    if (locationId) {
      const summary = await dashboardSummary(db, ctx, locationId, new Date());
      queries.push({ key: ["/api/dashboard", { locationId }], data: summary });
    }
  } catch (err) {
    logger.warn({ err }, "page data left out");
  }
  return { queries, selectedLocationId };
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}
