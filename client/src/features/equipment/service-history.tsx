import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/app/unauthorized";
import { itemRecordsQuery } from "@/features/binder/api";
import { RecordList } from "@/features/binder/record-list";

/** Every completion of the item's tasks, kept for good, newest first. */
export function ServiceHistory({ equipmentId }: { equipmentId: string }) {
  const { data, isLoading, error } = useQuery(itemRecordsQuery(equipmentId));
  return (
    <section aria-labelledby="service-history-heading" className="space-y-2">
      <h3 id="service-history-heading" className="flex items-center gap-2 font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        Service History
      </h3>
      {isLoading ? (
        <Spinner label="Loading service history..." />
      ) : error ? (
        <p className="text-sm text-destructive">Could not load the history: {serverMessage(error)}</p>
      ) : (
        <RecordList records={data ?? []} hideItem label="Service history" />
      )}
    </section>
  );
}
