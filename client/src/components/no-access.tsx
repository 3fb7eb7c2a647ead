import { ShieldAlert } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** A screen the signed-in user may not use: says why instead of showing a refused request. */
export function NoAccess({ page, title, description }: { page: string; title: string; description: string }) {
  return (
    <div>
      <PageHeader title={page} />
      <Card>
        <CardContent className="p-0 sm:p-0">
          <EmptyState icon={ShieldAlert} title={title} description={description} />
        </CardContent>
      </Card>
    </div>
  );
}
