import { Sparkles } from "lucide-react";
import type { Control } from "react-hook-form";
import { licenseCategoryLabel, licenseStatusLabel } from "@shared/domain/labels";
import { LICENSE_FORM_STATUSES } from "@shared/schema/licenses";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { LicenseTypeDto } from "./api";
import { confidencePercent, LOW_CONFIDENCE, type PrefillField } from "./document-prefill";
import type { LicenseFormInput, LicenseFormOutput } from "./license-form";

type LicenseControl = Control<LicenseFormInput, unknown, LicenseFormOutput>;

const Optional = () => <span className="font-normal text-muted-foreground">(optional)</span>;

/** Confidence (0..1) of the fields still holding a value read from the document. */
export type FieldSuggestions = Partial<Record<PrefillField, number>>;

/** "Suggested · 92%" under a field the document reader filled (linked to the field by aria-describedby). */
function SuggestedHint({ confidence }: { confidence: number | undefined }) {
  if (confidence === undefined) return null;
  const low = confidence < LOW_CONFIDENCE;
  return (
    <FormDescription
      data-testid="suggested-hint"
      className={cn("flex items-center gap-1 text-xs", low ? "text-warning" : "text-primary")}
    >
      <Sparkles className="size-3 shrink-0" aria-hidden="true" />
      Suggested · {confidencePercent(confidence)}
      {low ? " · please check" : ""}
    </FormDescription>
  );
}

const suggestedStyle = (confidence: number | undefined) =>
  confidence === undefined ? undefined : "border-primary/60 bg-primary/5";

interface LicenseFieldsProps {
  control: LicenseControl;
  licenseTypes: LicenseTypeDto[];
  typesLoading: boolean;
  /** Edits of an archived license leave its status alone. */
  showStatus?: boolean;
  suggestions?: FieldSuggestions;
}

/** The fields the add and edit dialogs share (SPEC section 5), document aside. */
export function LicenseFields({ control, licenseTypes, typesLoading, showStatus = true, suggestions = {} }: LicenseFieldsProps) {
  return (
    <>
      <FormField
        control={control}
        name="licenseTypeId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>License Type</FormLabel>
            <Select value={field.value ?? ""} onValueChange={field.onChange} disabled={typesLoading}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur} ref={field.ref} className={suggestedStyle(suggestions.licenseTypeId)}>
                  <SelectValue placeholder={typesLoading ? "Loading license types..." : "Select license type"} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {licenseTypes.map((type) => (
                  <SelectItem key={type.id} value={type.id}>
                    {type.name}
                    <span className="text-muted-foreground"> · {licenseCategoryLabel(type.category)}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <SuggestedHint confidence={suggestions.licenseTypeId} />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="licenseNumber"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              License Number <Optional />
            </FormLabel>
            <FormControl>
              <Input
                placeholder="e.g. FSE-2026-04183"
                {...field}
                value={field.value ?? ""}
                className={suggestedStyle(suggestions.licenseNumber)}
              />
            </FormControl>
            <SuggestedHint confidence={suggestions.licenseNumber} />
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="issueDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Issue Date <Optional />
              </FormLabel>
              <FormControl>
                <Input type="date" {...field} value={field.value ?? ""} className={suggestedStyle(suggestions.issueDate)} />
              </FormControl>
              <SuggestedHint confidence={suggestions.issueDate} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="expirationDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Expiration Date <Optional />
              </FormLabel>
              <FormControl>
                <Input type="date" {...field} value={field.value ?? ""} className={suggestedStyle(suggestions.expirationDate)} />
              </FormControl>
              <SuggestedHint confidence={suggestions.expirationDate} />
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      {showStatus && (
        <FormField
          control={control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Status</FormLabel>
              <Select value={field.value ?? "active"} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {LICENSE_FORM_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {licenseStatusLabel(status)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={control}
        name="notes"
        render={({ field }) => (
          <FormItem>
            <FormLabel>
              Notes <Optional />
            </FormLabel>
            <FormControl>
              <Textarea rows={3} {...field} value={field.value ?? ""} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
