import type { CampaignStatus } from "./marketing-input";

// Types only (no Drizzle): the answers of /api/marketing as the server builds them (server/features/marketing/routes.ts).
// The client reads them through Json<…> (shared/schema/json.ts): the Date fields arrive as ISO strings.

/** A campaign: its row without the trash columns. */
export interface CampaignView {
  id: string;
  locationId: string;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string;
  budget: string | null;
  status: CampaignStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** A list item (GET /api/marketing) also carries its location's name. */
export type CampaignListItemView = CampaignView & { locationName: string };
