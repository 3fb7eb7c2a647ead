import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { takeDraft, useDraftOnSignOut } from "@/lib/form-draft";
import { compareWithLocation, identityDifferenceText, type LocationIdentity } from "@shared/domain/location-match";
import { type LicenseDto, licenseTypesQuery, useCreateLicense } from "./api";
import { useRenewLicense } from "./renewal-api";
import { RenewalChoice, renewalCandidates, type RenewalChoiceValue } from "./renewal-choice";
import { DocumentDropZone } from "./document-drop-zone";
import { PREFILL_FIELDS, stateMismatchWarning, type OnDocumentSelected, type PrefillField } from "./document-prefill";
import { LicenseFields, type FieldSuggestions } from "./license-fields";
import { emptyLicenseForm, licenseFormSchema, type LicenseFormInput, type LicenseFormOutput } from "./license-form";
import { ReadingStatus } from "./reading-status";
import { handleLicenseSaveError } from "./upload-errors";
import { useDocumentReading } from "./use-document-reading";
import { useDocumentField } from "./use-document-field";
import { useDialogReset } from "@/lib/use-dialog-reset";

export type { DocumentPrefill, OnDocumentSelected } from "./document-prefill";

/** The draft of the Upload License form kept across a sign-in (lib/form-draft.ts); the document itself is not. */
export const NEW_LICENSE_DRAFT = "license:new";

/** The values a reading put into the form, with their confidence. */
type Suggested = Partial<Record<PrefillField, { value: string; confidence: number }>>;

interface AddLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  /** The location's state: a document from another state is flagged. */
  locationState?: string | null;
  /** The location's legal name and address: a document issued to another name or address is flagged (issue 32). */
  locationIdentity?: LocationIdentity | null;
  /** The location's licenses: a document read as a type held here offers to renew it (issue 32). */
  licenses?: readonly LicenseDto[];
  /** Opens with this license type chosen (a Missing requirement's Upload button). */
  licenseTypeId?: string | null;
  onFileSelected?: OnDocumentSelected;
}

export function AddLicenseDialog({
  open,
  onOpenChange,
  locationId,
  locationState = null,
  locationIdentity = null,
  licenses = [],
  licenseTypeId,
  onFileSelected,
}: AddLicenseDialogProps) {
  const create = useCreateLicense();
  const renew = useRenewLicense();
  const [renewalChoice, setRenewalChoice] = React.useState<RenewalChoiceValue>(null);
  const [choiceError, setChoiceError] = React.useState<string | null>(null);
  const types = useQuery({ ...licenseTypesQuery, enabled: open });
  const documentField = useDocumentField();
  const { reading, reset: resetReading, begin: beginReading, read } = useDocumentReading();
  const [suggested, setSuggested] = React.useState<Suggested>({});
  const [learned, setLearned] = React.useState<PrefillField[]>([]);
  const readingId = React.useRef<string | undefined>(undefined);
  const extracted = React.useRef<unknown>(undefined);

  const form = useForm<LicenseFormInput, unknown, LicenseFormOutput>({
    resolver: zodResolver(licenseFormSchema),
    defaultValues: emptyLicenseForm(locationId),
  });

  useDraftOnSignOut(NEW_LICENSE_DRAFT, open, form.getValues);

  const { reset: resetForm } = form;
  const { reset: resetDocument } = documentField;
  useDialogReset(open, `${locationId}:${licenseTypeId ?? ""}`, (opened) => {
    resetReading();
    if (!opened) return;
    const draft = takeDraft<LicenseFormInput>(NEW_LICENSE_DRAFT);
    resetForm(draft ? { ...draft, locationId } : { ...emptyLicenseForm(locationId), licenseTypeId: licenseTypeId ?? "" });
    resetDocument();
    extracted.current = undefined;
    readingId.current = undefined;
    setSuggested({});
    setLearned([]);
    setRenewalChoice(null);
    setChoiceError(null);
  });

  /** Takes back the values an earlier reading filled in and the user left alone. */
  const clearSuggestions = () => {
    for (const name of Object.keys(suggested) as PrefillField[]) {
      if (!form.getFieldState(name).isDirty && form.getValues(name) === suggested[name]?.value) form.setValue(name, "");
    }
    setSuggested({});
    setLearned([]);
    extracted.current = undefined;
    readingId.current = undefined;
  };

  const onDocumentChange = async (next: File | null) => {
    const signal = beginReading();
    clearSuggestions();
    setRenewalChoice(null);
    setChoiceError(null);
    const accepted = await documentField.choose(next);
    if (!accepted || !onFileSelected || signal.aborted) return;
    await read(signal, accepted, onFileSelected, (prefill) => {
      extracted.current = prefill?.extractedData;
      readingId.current = prefill?.readingId;
      const filled: Suggested = {};
      for (const name of PREFILL_FIELDS) {
        const value = prefill?.values?.[name];
        if (!value || form.getFieldState(name).isDirty || form.getValues(name)) continue;
        form.setValue(name, value, { shouldValidate: true });
        filled[name] = { value, confidence: prefill?.confidence?.[name] ?? 0 };
      }
      setSuggested(filled);
      setLearned((prefill?.learned ?? []).filter((name) => filled[name] !== undefined));
      return {
        kind: "done",
        found: Object.keys(prefill?.values ?? {}).length,
        filled: Object.keys(filled).length,
        details: prefill?.details ?? [],
        note: prefill?.note,
        warning: stateMismatchWarning(prefill?.documentState, locationState),
        locationWarnings: locationIdentity ? compareWithLocation(prefill?.documentIdentity ?? {}, locationIdentity).map(identityDifferenceText) : [],
      };
    });
  };

  // A suggestion stays marked while the field still holds the value that was read.
  const current = form.watch();
  const suggestions: FieldSuggestions = {};
  for (const name of Object.keys(suggested) as PrefillField[]) {
    if (current[name] === suggested[name]?.value) suggestions[name] = suggested[name]!.confidence;
  }

  /** The reading kept with the license, with what the user did with each suggestion. */
  const extractedDataFor = (saved: LicenseFormOutput): unknown => {
    if (!extracted.current || typeof extracted.current !== "object") return extracted.current;
    const review: Partial<Record<PrefillField, "accepted" | "changed">> = {};
    for (const name of Object.keys(suggested) as PrefillField[]) {
      review[name] = (saved[name] ?? "") === suggested[name]?.value ? "accepted" : "changed";
    }
    return { ...extracted.current, review };
  };

  // A read document of a type the location holds: renew that license, or add a separate one (issue 32).
  const candidates = reading.kind === "done" ? renewalCandidates(licenses, current.licenseTypeId) : [];
  const renewing = candidates.find((l) => l.id === renewalChoice) ?? null;

  const submit = (values: LicenseFormOutput) => {
    const document = documentField.file;
    if (!documentField.requirePresent() || !document) return;
    if (candidates.length > 0 && !renewalChoice) {
      setChoiceError("Choose whether this document renews the license above or is a separate license.");
      return;
    }
    if (renewing) {
      if (!values.expirationDate) {
        form.setError("expirationDate", { message: "Expiration date is required to renew a license" });
        return;
      }
      renew.mutate(
        {
          id: renewing.id,
          renewal: { licenseNumber: values.licenseNumber ?? null, issueDate: values.issueDate ?? null, expirationDate: values.expirationDate, feePaid: null },
          document,
          readingId: readingId.current,
        },
        {
          onSuccess: () => {
            toast({ title: "License renewed" });
            onOpenChange(false);
          },
          onError: (error) => handleLicenseSaveError(error, "Failed to renew license", form, documentField.setError),
        },
      );
      return;
    }
    create.mutate(
      { data: { ...values, locationId }, document, extractedData: extractedDataFor(values) },
      {
        onSuccess: () => {
          toast({ title: "License created successfully!" });
          onOpenChange(false);
        },
        onError: (error) => handleLicenseSaveError(error, "Failed to create license", form, documentField.setError),
      },
    );
  };

  const onSubmit = form.handleSubmit(submit, () => {
    // Show the document error together with the field errors.
    documentField.requirePresent();
  });

  const pending = create.isPending || renew.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload License"
      description="Add a license document and its details for this location."
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      formClassName="min-w-0 space-y-4"
      submitLabel={renewing ? "Renew License" : "Upload License"}
      pendingLabel={renewing ? "Renewing..." : "Uploading..."}
      // Saving by hand never waits for the reader.
      pending={pending}
    >
      <DocumentDropZone
        label="License Document"
        file={documentField.file}
        onFileChange={(file) => void onDocumentChange(file)}
        error={documentField.error}
        hint="PDF, PNG or JPG, up to 10 MB"
        disabled={pending}
      />
      <ReadingStatus state={reading} />
      <RenewalChoice
        candidates={candidates}
        value={renewalChoice}
        onChange={(value) => {
          setRenewalChoice(value);
          setChoiceError(null);
        }}
        error={choiceError}
      />
      <LicenseFields
        control={form.control}
        licenseTypes={types.data ?? []}
        typesLoading={types.isLoading}
        suggestions={suggestions}
        learned={learned}
      />
    </FormDialog>
  );
}

