import * as React from "react";
import { Download, Loader2 } from "lucide-react";
import type { Json } from "@shared/schema/json";
import type { BinderBuildView } from "@shared/schema/service-records-views";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { apiJson, getJson } from "@/lib/api";
import { pollJob } from "@/lib/poll-job";
import { serverMessage } from "@/app/unauthorized";

type BuildDto = Json<BinderBuildView>;

type Status =
  | { kind: "idle" }
  | { kind: "building"; done: number; total: number }
  | { kind: "ready"; url: string }
  | { kind: "failed"; message: string };

const BUILD_FAILED = "The binder could not be built. Please try again.";
const STILL_WAITING = "The binder is still being built. Try Download binder again in a few minutes.";

/** Starts the browser's download of a URL (the server names the file). */
function download(url: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  document.body.append(a);
  a.click();
  a.remove();
}

/** As pollJob sees a build: its state in the job words, and the share of documents placed. */
const polled = (b: BuildDto) => ({
  state: b.state === "building" ? ("reading" as const) : b.state,
  progress: b.total ? Math.round((100 * b.done) / b.total) : 0,
  build: b,
});

/**
 * "Download binder": a small binder downloads at once; a large one is built on the job queue while its
 * progress shows, then downloads (with a link in case the browser held the download back).
 */
export function useBinderDownload(locationId: string | null) {
  const [status, setStatus] = React.useState<Status>({ kind: "idle" });
  const running = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => running.current?.abort(), []);
  React.useEffect(() => setStatus({ kind: "idle" }), [locationId]);

  const start = React.useCallback(async () => {
    if (!locationId) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: "building", done: 0, total: 0 });
    try {
      const first = await apiJson<BuildDto>("POST", `/api/locations/${encodeURIComponent(locationId)}/binder-builds`);
      if (first.id) setStatus({ kind: "building", done: first.done, total: first.total });
      const settled = first.id
        ? (
            await pollJob(
              polled(first),
              async (signal) => {
                const build = await getJson<BuildDto>(`/api/binder-builds/${encodeURIComponent(first.id!)}`, signal);
                if (!signal?.aborted) setStatus({ kind: "building", done: build.done, total: build.total });
                return polled(build);
              },
              { signal: controller.signal, stillWaitingMessage: STILL_WAITING },
            )
          ).build
        : first;
      if (controller.signal.aborted) return;
      if (settled.state !== "done" || !settled.downloadUrl) {
        setStatus({ kind: "failed", message: settled.error ?? BUILD_FAILED });
        return;
      }
      setStatus(first.id ? { kind: "ready", url: settled.downloadUrl } : { kind: "idle" });
      download(settled.downloadUrl);
    } catch (error) {
      if (!controller.signal.aborted) setStatus({ kind: "failed", message: serverMessage(error) ?? BUILD_FAILED });
    }
  }, [locationId]);

  return { status, start };
}

export function DownloadBinderButton({ status, onClick }: { status: Status; onClick: () => void }) {
  const busy = status.kind === "building";
  return (
    <Button onClick={onClick} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      Download binder
    </Button>
  );
}

/** What became of the last "Download binder", read out as it changes. */
export function BinderDownloadStatus({ status }: { status: Status }) {
  return (
    <div role="status" aria-live="polite">
      {status.kind === "building" && (
        <div className="space-y-1.5 rounded-md border p-3" data-testid="binder-building">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
            {status.total ? `Building the binder: ${status.done} of ${status.total} documents placed` : "Building the binder…"}
          </p>
          <Progress value={status.total ? Math.round((100 * status.done) / status.total) : 0} aria-label="Binder progress" className="h-1.5" />
        </div>
      )}
      {status.kind === "ready" && (
        <p className="rounded-md border p-3 text-sm">
          The binder is ready.{" "}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={status.url} download>
            Download binder PDF
          </a>
        </p>
      )}
      {status.kind === "failed" && <p className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">{status.message}</p>}
    </div>
  );
}
