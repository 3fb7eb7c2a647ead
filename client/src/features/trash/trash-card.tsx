import { useQuery } from "@tanstack/react-query";
import { RotateCcw, Trash2 } from "lucide-react";
import { formatDisplayDate } from "@shared/domain/dates";
import { TRASH_DAYS, TRASH_KIND_LABELS, type TrashItemView } from "@shared/schema/trash-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { trashQuery, useRestore } from "./api";

function TrashRow({ item }: { item: TrashItemView }) {
  const restore = useRestore();
  // The promise, not mutate's callbacks: the row is gone (unmounted) once the trash is read again, and
  // callbacks given to mutate do not run for an unmounted component.
  const onRestore = () =>
    restore.mutateAsync({ kind: item.kind, id: item.id }).then(
      () => toast({ title: "Restored", description: `${item.name} is back at ${item.locationName}.` }),
      (error: unknown) => notifyMutationError(error, "Failed to restore"),
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="trash-item">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{TRASH_KIND_LABELS[item.kind]}</Badge>
          <span className="break-words font-medium">{item.name}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {item.locationName} · deleted {formatDisplayDate(item.deletedAt.slice(0, 10))}
          {item.deletedBy ? ` by ${item.deletedBy}` : ""} · deleted for good on {formatDisplayDate(item.purgeOn)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 self-start sm:self-center"
        onClick={onRestore}
        disabled={restore.isPending}
        aria-label={`Restore ${item.name}`}
      >
        <RotateCcw aria-hidden="true" />
        {restore.isPending ? "Restoring..." : "Restore"}
      </Button>
    </li>
  );
}

/** Administrators and managers (their locations): what was deleted in the last 30 days, with Restore. */
export function TrashCard() {
  const { data = [], isLoading, error } = useQuery(trashQuery);
  return (
    <Card className="mt-6">
      <section aria-labelledby="trash-title">
        <CardHeader>
          <CardTitle id="trash-title" className="flex items-center gap-2 text-base sm:text-lg">
            <Trash2 className="size-5 text-muted-foreground" aria-hidden="true" />
            Trash ({data.length})
          </CardTitle>
          <CardDescription>
            Deleted licenses, equipment, vendors and campaigns stay here for {TRASH_DAYS} days, then are deleted for good.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <Spinner label="Loading the trash..." className="py-6" />
          ) : error ? (
            <p className="text-sm text-destructive">Could not load the trash: {serverMessage(error)}</p>
          ) : data.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground">The trash is empty.</p>
          ) : (
            <ul className="divide-y" aria-label="Deleted items">
              {data.map((item) => (
                <TrashRow key={`${item.kind}:${item.id}`} item={item} />
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
