import { LICENSE_CATEGORY_OPTIONS } from "@shared/domain/labels";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { LicenseTypeWithRequirementDto } from "./api";

/** SPEC: license types grouped by category, Universal badges, 'No licenses in this category' for empty groups. */
export function LicenseTypesTab({ types }: { types: LicenseTypeWithRequirementDto[] | undefined }) {
  if (!types) return <Spinner label="Loading license types..." className="py-10" />;
  const groups: Array<{ value: string; label: string; items: LicenseTypeWithRequirementDto[] }> = LICENSE_CATEGORY_OPTIONS.map((c) => ({
    ...c,
    items: types.filter((t) => t.category === c.value),
  }));
  const uncategorised = types.filter((t) => !LICENSE_CATEGORY_OPTIONS.some((c) => c.value === t.category));
  if (uncategorised.length > 0) groups.push({ value: "general", label: "General", items: uncategorised });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((group) => (
        <Card key={group.value} data-testid="license-category">
          <CardHeader>
            <CardTitle className="text-lg">
              {group.label} <span className="font-normal text-muted-foreground">({group.items.length})</span>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {group.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No licenses in this category</p>
            ) : (
              <ul className="divide-y">
                {group.items.map((type) => (
                  <li key={type.id} className="py-3 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{type.name}</span>
                      {type.isUniversal && <Badge variant="secondary">Universal</Badge>}
                    </div>
                    {type.description && <p className="mt-1 text-sm text-muted-foreground">{type.description}</p>}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
