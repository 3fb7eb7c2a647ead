import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { licenseRenewalSchema } from "@shared/schema/licenses-input";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { toast } from "@/components/ui/use-toast";
import type { LicenseDto } from "./api";
import { DocumentDropZone } from "./document-drop-zone";
import type { OnDocumentSelected } from "./document-prefill";
import { renewalDescription } from "./renewal-text";
import { useRenewLicense } from "./renewal-api";
import { handleLicenseSaveError } from "./upload-errors";
import { useDocumentField } from "./use-document-field";

type RenewInput = z.input<typeof licenseRenewalSchema>;
type RenewOutput = z.output<typeof licenseRenewalSchema>;

const RENEW_FIELDS = ["licenseNumber", "issueDate", "expirationDate", "feePaid"] as const;

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
  const [reading, setReading] = React.useState<"idle" | "reading" | "done">("idle");
  const form = useForm<RenewInput, unknown, RenewOutput>({ resolver: zodResolver(licenseRenewalSchema), defaultValues: emptyRenewal(license) });
  const { reset: resetForm } = form;
  const { reset: resetDocument } = documentField;
  React.useEffect(() => {
    if (!open) return;
    resetForm(emptyRenewal(license));
    resetDocument();
    setReading("idle");
  }, [open, license, resetForm, resetDocument]);

  const onDocumentChange = async (file: File | null) => {
    const accepted = await documentField.choose(file);
    if (!accepted || !onFileSelected) return;
    setReading("reading");
    try {
      const prefill = await onFileSelected(accepted, new AbortController().signal);
      for (const name of ["licenseNumber", "issueDate", "expirationDate"] as const) {
        const value = prefill?.values?.[name];
        if (value && !form.getFieldState(name).isDirty) form.setValue(name, value, { shouldValidate: true });
      }
    } catch {
      // Reading is a convenience: the dates are typed by hand.
    }
    setReading("done");
  };

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
      {reading === "reading" && (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the document…
        </p>
      )}
      <FormInputField control={form.control} name="licenseNumber" label="License Number" optional />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInputField control={form.control} name="issueDate" label="Issue Date" type="date" optional />
        <FormInputField control={form.control} name="expirationDate" label="New Expiration Date" type="date" />
      </div>
      <FormInputField control={form.control} name="feePaid" label="Fee Paid" optional {...MONEY_INPUT_PROPS} />
    </FormDialog>
  );
}
