import { AlertTriangle } from "lucide-react";
import * as React from "react";
import { markInteractive } from "./hydration";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A page chunk that no longer exists: the app was rebuilt or redeployed since this tab loaded it. */
const STALE_CHUNK = /dynamically imported module|Importing a module script failed/i;
const RELOAD_KEY = "sous.staleChunkReloadAt";

/** Reloads once to pick up the new build; a second failure within a minute shows the error card. */
function reloadForStaleChunk(error: Error): boolean {
  if (!STALE_CHUNK.test(error.message)) return false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors (and failed page chunks after a new deploy) so one screen cannot blank the app.
 * Keyed by path in the router, so navigating elsewhere starts clean.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo) {
    markInteractive();
    if (reloadForStaleChunk(error)) return;
    console.error("Screen failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Card className="w-full max-w-md">
          <CardContent className="space-y-4 pt-6 sm:pt-6">
            <div className="flex items-center gap-2">
              <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
              <h1 className="text-xl font-semibold">Something went wrong</h1>
            </div>
            <p className="text-sm text-muted-foreground">
              This screen could not be displayed. Reloading the page usually fixes it.
            </p>
            <Button onClick={() => window.location.reload()}>Reload page</Button>
          </CardContent>
        </Card>
      </div>
    );
  }
}
