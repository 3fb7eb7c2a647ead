import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { licenseRenewalSchema } from "@shared/schema/licenses-input";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { suggestedInput } from "@/components/suggested-hint";
import { toast } from "@/components/ui/use-toast";
import type { LicenseDto } from "./api";
import { DocumentDropZone } from "./document-drop-zone";
import type { OnDocumentSelected, PrefillField } from "./document-prefill";
import { ReadingStatus } from "./reading-status";
import { renewalDescription } from "./renewal-text";
import { useRenewLicense } from "./renewal-api";
import { handleLicenseSaveError } from "./upload-errors";
import { useDocumentField } from "./use-document-field";
import { useDocumentReading } from "./use-document-reading";
import { useDialogReset } from "@/lib/use-dialog-reset";

type RenewInput = z.input<typeof licenseRenewalSchema>;
type RenewOutput = z.output<typeof licenseRenewalSchema>;

const RENEW_FIELDS = ["licenseNumber", "issueDate", "expirationDate", "feePaid"] as const;
/** What a reading of the new document may fill. */
const READ_FIELDS = ["licenseNumber", "issueDate", "expirationDate"] as const;
type ReadField = (typeof READ_FIELDS)[number];
type Suggested = Partial<Record<ReadField, { value: string; confidence: number }>>;


const emptyRenewal = (license: LicenseDto | null): RenewInput => ({
  licenseNumber: license?.licenseNumber ?? "",
  issueDate: "",
  expirationDate: "",
  feePaid: license?.renewalFee ?? "",
});

interface RenewLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: LicenseDto | null;
  /** Reads a chosen document to fill the new term's dates and number. */
  onFileSelected?: OnDocumentSelected;
}

/**
 * Renew (issue 32): the license keeps its history; the new term's number, dates, fee and document become the
 * current ones (POST /api/licenses/:id/renew), and the earlier term stays listed with its document.
 */
export function RenewLicenseDialog({ open, onOpenChange, license, onFileSelected }: RenewLicenseDialogProps) {
  const renew = useRenewLicense();
  const documentField = useDocumentField();
  const { reading, reset: resetReading, begin: beginReading, read } = useDocumentReading();
  const [suggested, setSuggested] = React.useState<Suggested>({});
  const [learned, setLearned] = React.useState<readonly PrefillField[]>([]);
  const form = useForm<RenewInput, unknown, RenewOutput>({ resolver: zodResolver(licenseRenewalSchema), defaultValues: emptyRenewal(license) });
  const { reset: resetForm } = form;
  const { reset: resetDocument } = documentField;
  useDialogReset(open, license?.id ?? "", (opened) => {
    resetReading();
    if (!opened) return;
    resetForm(emptyRenewal(license));
    resetDocument();
    setSuggested({});
    setLearned([]);
  });

  /** Takes back the values an earlier reading filled in and the user left alone. */
  const clearSuggestions = () => {
    for (const name of Object.keys(suggested) as ReadField[]) {
      if (!form.getFieldState(name).isDirty && form.getValues(name) === suggested[name]?.value) form.setValue(name, emptyRenewal(license)[name] ?? "");
    }
    setSuggested({});
    setLearned([]);
  };

  const onDocumentChange = async (file: File | null) => {
    const signal = beginReading();
    clearSuggestions();
    const accepted = await documentField.choose(file);
    if (!accepted || !onFileSelected || signal.aborted) return;
    await read(signal, accepted, onFileSelected, (prefill) => {
      const filled: Suggested = {};
      for (const name of READ_FIELDS) {
        const value = prefill?.values?.[name];
        if (!value || form.getFieldState(name).isDirty) continue;
        form.setValue(name, value, { shouldValidate: true });
        filled[name] = { value, confidence: prefill?.confidence?.[name] ?? 0 };
      }
      setSuggested(filled);
      setLearned((prefill?.learned ?? []).filter((name) => name in filled));
      const readType = prefill?.values?.licenseTypeId;
      return {
        kind: "done",
        found: READ_FIELDS.filter((name) => prefill?.values?.[name]).length,
        filled: Object.keys(filled).length,
        details: prefill?.details ?? [],
        note: prefill?.note,
        typeWarning:
          license && readType && readType !== license.licenseTypeId
            ? `This document reads as another license type than ${license.licenseType?.name ?? "this license"}. Check that it is the renewal of this license.`
            : null,
      };
    });
  };

  // A suggestion stays marked while the field still holds the value that was read.
  const current = form.watch();
  const hintOf = (name: ReadField) =>
    suggestedInput(current[name] === suggested[name]?.value ? suggested[name]?.confidence : undefined, learned.includes(name));

  const onSubmit = form.handleSubmit((values) => {
    if (!license) return;
    renew.mutate(
      {
        id: license.id,
        renewal: {
          licenseNumber: values.licenseNumber ?? null,
          issueDate: values.issueDate ?? null,
          expirationDate: values.expirationDate,
          feePaid: values.feePaid ?? null,
        },
        document: documentField.file,
      },
      {
        onSuccess: () => {
          toast({ title: "License renewed" });
          onOpenChange(false);
        },
        onError: (error) => handleLicenseSaveError(error, "Failed to renew license", form, documentField.setError, RENEW_FIELDS),
      },
    );
  });

  const pending = renew.isPending;
  return (
    <FormDialog
      open={open && !!license}
      onOpenChange={onOpenChange}
      title="Renew License"
      description={license ? `${renewalDescription(license)}. The current term and its document stay in the license's history.` : ""}
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Renew License"
      pendingLabel="Renewing..."
      pending={pending}
    >
      <DocumentDropZone
        label="New Document (optional)"
        file={documentField.file}
        onFileChange={(file) => void onDocumentChange(file)}
        error={documentField.error}
        hint="PDF, PNG or JPG, up to 10 MB"
        disabled={pending}
      />
      <ReadingStatus state={reading} />
      <FormInputField control={form.control} name="licenseNumber" label="License Number" optional {...hintOf("licenseNumber")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="issueDate" label="Issue Date" type="date" optional {...hintOf("issueDate")} />
        <FormInputField control={form.control} name="expirationDate" label="New Expiration Date" type="date" {...hintOf("expirationDate")} />
      </div>
      <FormInputField control={form.control} name="feePaid" label="Fee Paid" optional {...MONEY_INPUT_PROPS} />
    </FormDialog>
  );
}
