// Types only (no Drizzle): answers of the super admin's routes as the server builds them
// (server/features/super-admin/). No Date fields: dates are ISO strings.

/** GET /api/super-admin/organizations. */
export interface OrganizationSummary {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  userCount: number;
  locationCount: number;
}

/** What copying one state's license requirements onto another does (preview and copy). */
export interface CopyPlan {
  fromState: string;
  toState: string;
  /** Requirements in the source state. */
  sourceCount: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows of the target state that change: inserted plus updated. */
  changes: number;
}
