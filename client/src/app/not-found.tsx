import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function NotFound({ showHomeLink = true }: { showHomeLink?: boolean }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            We couldn't find this page. The link may be out of date, or the address may have a typo.
          </p>
          <p className="mt-2 text-sm text-muted-foreground">Your data is safe: nothing was changed.</p>
          {showHomeLink && (
            <Button asChild variant="outline" className="mt-6">
              <Link href="/">Back to the dashboard</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
