import { Check, ChevronDown, MapPin, Pencil, Trash2 } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import type { CampaignStatus } from "@shared/schema/marketing";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { type CampaignDto, useUpdateCampaign } from "./api";
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_OPTIONS, CampaignStatusBadge } from "./campaign-status";

interface CampaignRowProps {
  campaign: CampaignDto;
  showLocation: boolean;
  onEdit: (campaign: CampaignDto) => void;
  /** Absent when the user may not delete campaigns (staff): no Delete button. */
  onDelete?: (campaign: CampaignDto) => void;
}

function StatusChanger({ campaign }: { campaign: CampaignDto }) {
  const update = useUpdateCampaign();
  const change = (status: CampaignStatus) => {
    if (status === campaign.status) return;
    update.mutate(
      { id: campaign.id, input: { status } },
      {
        onSuccess: () =>
          toast({ title: "Campaign status updated", description: `${campaign.title} is now ${CAMPAIGN_STATUS_LABELS[status]}.` }),
        onError: (error) => notifyMutationError(error, "Failed to update marketing campaign"),
      },
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={update.isPending} aria-label={`Change status of ${campaign.title}`}>
          Status
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Set status</DropdownMenuLabel>
        {CAMPAIGN_STATUS_OPTIONS.map((option) => {
          const current = option.value === campaign.status;
          return (
            <DropdownMenuItem key={option.value} disabled={current} onSelect={() => change(option.value)}>
              <Check className={current ? "opacity-100" : "opacity-0"} aria-hidden="true" />
              {option.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** SPEC row: title, description, status badge, start and end date (MMM dd, yyyy), budget; plus row actions. */
export function CampaignRow({ campaign, showLocation, onEdit, onDelete }: CampaignRowProps) {
  return (
    <article className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={campaign.title} data-testid="campaign-row">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-semibold">{campaign.title}</h3>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        {campaign.description && (
          <p className="line-clamp-2 whitespace-pre-line break-words text-sm text-muted-foreground">{campaign.description}</p>
        )}
        <p className="text-sm">
          <time dateTime={campaign.startDate}>{formatDisplayDate(campaign.startDate)}</time>
          {" – "}
          <time dateTime={campaign.endDate}>{formatDisplayDate(campaign.endDate)}</time>
        </p>
        {showLocation && campaign.locationName && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3" aria-hidden="true" />
            {campaign.locationName}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <p className="text-base font-semibold tabular-nums" data-testid="campaign-budget">
          {campaign.budget !== null ? formatDollars(campaign.budget) : <span className="text-sm font-normal text-muted-foreground">No budget</span>}
        </p>
        <div className="flex items-center gap-1">
          <StatusChanger campaign={campaign} />
          <Button variant="ghost" size="icon" onClick={() => onEdit(campaign)} aria-label={`Edit ${campaign.title}`}>
            <Pencil aria-hidden="true" />
          </Button>
          {onDelete && (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(campaign)}
              aria-label={`Delete ${campaign.title}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
