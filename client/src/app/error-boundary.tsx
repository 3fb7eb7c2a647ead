import { AlertTriangle } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

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
