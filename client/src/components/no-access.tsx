import { ShieldAlert } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { EmptyStateCard } from "@/components/ui/empty-state";

/** A screen the signed-in user may not use: says why instead of showing a refused request. */
export function NoAccess({ page, title, description }: { page: string; title: string; description: string }) {
  return (
    <div>
      <PageHeader title={page} />
      <EmptyStateCard icon={ShieldAlert} title={title} description={description} />
    </div>
  );
}
