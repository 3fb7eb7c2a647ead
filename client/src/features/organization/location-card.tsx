import { Mail, MapPin, Pencil, Phone, StickyNote, Trash2, UserRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LocationDto } from "@/app/locations";
import { locationStatusLabel, locationStatusVariant } from "./location-status";

interface LocationCardProps {
  location: LocationDto;
  canManage: boolean;
  onEdit: (location: LocationDto) => void;
  onDelete: (location: LocationDto) => void;
}

/** "City, ST 12345", leaving out the parts that are missing. */
export function cityStateZip(location: Pick<LocationDto, "city" | "state" | "zipCode">): string {
  const stateZip = [location.state, location.zipCode].filter(Boolean).join(" ");
  return [location.city, stateZip].filter(Boolean).join(", ");
}

export function LocationCard({ location, canManage, onEdit, onDelete }: LocationCardProps) {
  const place = cityStateZip(location);
  return (
    <Card className="flex h-full flex-col" data-testid="location-card">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-3">
        <div className="min-w-0 space-y-2">
          <CardTitle className="break-words text-base sm:text-lg">{location.name}</CardTitle>
          <Badge variant={locationStatusVariant(location.status)}>{locationStatusLabel(location.status)}</Badge>
        </div>
        {canManage && (
          <div className="-mr-2 -mt-2 flex shrink-0">
            <Button variant="ghost" size="icon" onClick={() => onEdit(location)} aria-label={`Edit ${location.name}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(location)}
              aria-label={`Delete ${location.name}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 break-words">
            <span className="sr-only">Address: </span>
            <div>{location.address}</div>
            {place && <div className="text-muted-foreground">{place}</div>}
          </div>
        </div>
        {location.phone && (
          <div className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Phone: </span>
            <a href={`tel:${location.phone}`} className="break-all hover:underline">
              {location.phone}
            </a>
          </div>
        )}
        {location.email && (
          <div className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <a href={`mailto:${location.email}`} className="break-all hover:underline">
              {location.email}
            </a>
          </div>
        )}
        {location.managerName && (
          <div className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="text-muted-foreground">Manager: </span>
              {location.managerName}
            </span>
          </div>
        )}
        {location.notes && (
          <div className="flex gap-2 border-t pt-2 text-muted-foreground">
            <StickyNote className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Notes: </span>
            <p className="whitespace-pre-line break-words">{location.notes}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
