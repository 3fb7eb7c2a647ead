import type { Control } from "react-hook-form";
import { licenseCategoryLabel, licenseStatusLabel } from "@shared/domain/labels";
import { LICENSE_FORM_STATUSES } from "@shared/schema/licenses-input";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField, FormTextareaField } from "@/components/form-text-field";
import { SuggestedHint, suggestedInput, suggestedStyle } from "@/components/suggested-hint";
import type { LicenseTypeDto } from "./api";
import type { PrefillField } from "./document-prefill";
import type { LicenseFormInput, LicenseFormOutput } from "./license-form";

type LicenseControl = Control<LicenseFormInput, unknown, LicenseFormOutput>;

const STATUS_OPTIONS = LICENSE_FORM_STATUSES.map((status) => ({ value: status, label: licenseStatusLabel(status) }));

/** Confidence (0..1) of the fields still holding a value read from the document. */
export type FieldSuggestions = Partial<Record<PrefillField, number>>;

interface LicenseFieldsProps {
  control: LicenseControl;
  licenseTypes: LicenseTypeDto[];
  typesLoading: boolean;
  /** Edits of an archived license leave its status alone. */
  showStatus?: boolean;
  suggestions?: FieldSuggestions;
  /** Suggestions read where the organization corrected a document of this layout before. */
  learned?: readonly PrefillField[];
}

/** The fields the add and edit dialogs share (SPEC section 5), document aside. */
export function LicenseFields({ control, licenseTypes, typesLoading, showStatus = true, suggestions = {}, learned = [] }: LicenseFieldsProps) {
  return (
    <>
      <FormSelectField
        control={control}
        name="licenseTypeId"
        label="License Type"
        options={licenseTypes.map((type) => ({
          value: type.id,
          label: (
            <>
              {type.name}
              <span className="text-muted-foreground"> · {licenseCategoryLabel(type.category)}</span>
            </>
          ),
        }))}
        placeholder={typesLoading ? "Loading license types..." : "Select license type"}
        disabled={typesLoading}
        triggerClassName={suggestedStyle(suggestions.licenseTypeId)}
        hint={<SuggestedHint confidence={suggestions.licenseTypeId} />}
      />
      <FormInputField
        control={control}
        name="licenseNumber"
        label="License Number"
        optional
        placeholder="e.g. FSE-2026-04183"
        {...suggestedInput(suggestions.licenseNumber, learned.includes("licenseNumber"))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField
          control={control}
          name="issueDate"
          label="Issue Date"
          optional
          type="date"
          {...suggestedInput(suggestions.issueDate, learned.includes("issueDate"))}
        />
        <FormInputField
          control={control}
          name="expirationDate"
          label="Expiration Date"
          optional
          type="date"
          {...suggestedInput(suggestions.expirationDate, learned.includes("expirationDate"))}
        />
      </div>
      {showStatus && (
        <FormSelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} fallback="active" />
      )}
      <FormTextareaField control={control} name="notes" label="Notes" optional rows={3} />
    </>
  );
}
