import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { RefreshCw } from "lucide-react";
import { QUEUE_LABELS, type QueueStats } from "@shared/domain/job-queue";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/app/unauthorized";
import { queueOverviewQuery } from "./api";

const COUNTS = [
  ["queued", "Waiting"],
  ["active", "Running"],
  ["completed", "Done"],
  ["failed", "Failed"],
] as const;

/**
 * Issue 21: the job queues' depth and failures for super admins (document reading, large payroll files, the
 * daily jobs), read again every 10 seconds while the tab is open.
 */
export function JobQueueTab() {
  const overview = useQuery(queueOverviewQuery);
  if (overview.isPending) return <Spinner label="Loading job queues..." className="py-10" />;
  if (overview.isError) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-destructive">
        The job queues could not be read: {serverMessage(overview.error) ?? "no answer"}.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Work done in the background by this server or by separate workers (<code>npm run worker</code>).
        </p>
        <Button variant="outline" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {overview.data.queues.map((queue) => (
          <QueueCard key={queue.name} queue={queue} />
        ))}
      </div>
    </div>
  );
}

function QueueCard({ queue }: { queue: QueueStats }) {
  const titleId = `queue-${queue.name}`;
  return (
    <Card data-testid="job-queue" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {QUEUE_LABELS[queue.name] ?? queue.name}
        </CardTitle>
        <CardDescription className="font-mono text-xs">{queue.name}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4 lg:grid-cols-2 2xl:grid-cols-4">
          {COUNTS.map(([key, label]) => (
            <div key={key} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={key === "failed" && queue.failed > 0 ? "text-lg font-semibold text-destructive" : "text-lg font-semibold"}>
                {queue[key].toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
        {queue.recentFailures.length === 0 ? (
          <p className="text-sm text-muted-foreground">No failures.</p>
        ) : (
          <div>
            <h4 className="mb-2 text-sm font-medium">Latest failures</h4>
            <ul className="divide-y text-sm" aria-label={`Latest failures of ${queue.name}`}>
              {queue.recentFailures.map((failure) => (
                <li key={failure.id} className="space-y-1 py-2">
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <span>{failure.failedAt ? format(new Date(failure.failedAt), "MMM dd, yyyy HH:mm") : "Time unknown"}</span>
                    <Badge variant="outline">
                      {failure.retryCount} {failure.retryCount === 1 ? "retry" : "retries"}
                    </Badge>
                  </div>
                  <p className="break-words">{failure.error}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
