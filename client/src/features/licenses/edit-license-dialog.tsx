import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { type LicenseChanges, type LicenseDto, licenseTypesQuery, useUpdateLicense } from "./api";
import { DocumentDropZone } from "./document-drop-zone";
import { LicenseFields } from "./license-fields";
import { licenseFormSchema, licenseFormValues, type LicenseFormInput, type LicenseFormOutput } from "./license-form";
import { handleLicenseSaveError } from "./upload-errors";
import { useDocumentField } from "./use-document-field";

interface EditLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  license: LicenseDto | null;
}

export function EditLicenseDialog({ open, onOpenChange, license }: EditLicenseDialogProps) {
  const update = useUpdateLicense();
  const types = useQuery({ ...licenseTypesQuery, enabled: open });
  const documentField = useDocumentField();
  const archived = license?.status === "archived";

  const form = useForm<LicenseFormInput, unknown, LicenseFormOutput>({ resolver: zodResolver(licenseFormSchema) });

  const { reset: resetForm } = form;
  const { reset: resetDocument } = documentField;
  React.useEffect(() => {
    if (!open || !license) return;
    resetForm(licenseFormValues(license));
    resetDocument();
  }, [open, license, resetForm, resetDocument]);

  const onSubmit = form.handleSubmit((values) => {
    if (!license) return;
    const { locationId: _location, status, ...rest } = values;
    const changes: LicenseChanges = archived ? rest : { ...rest, status };
    update.mutate(
      { id: license.id, changes, document: documentField.file },
      {
        onSuccess: () => {
          toast({ title: "License updated successfully" });
          onOpenChange(false);
        },
        onError: (error) => handleLicenseSaveError(error, "Failed to update license", form, documentField.setError),
      },
    );
  });

  const pending = update.isPending;
  return (
    <FormDialog
      open={open && !!license}
      onOpenChange={onOpenChange}
      title="Edit License"
      description={
        <>
          Update the details of {license?.licenseType?.name ?? "this license"}. Choose a new document only to replace
          the current one.
        </>
      }
      className="max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      pending={pending}
    >
      <LicenseFields
        control={form.control}
        licenseTypes={types.data ?? []}
        typesLoading={types.isLoading}
        showStatus={!archived}
      />
      <DocumentDropZone
        label="Replace Document (optional)"
        file={documentField.file}
        onFileChange={(file) => void documentField.choose(file)}
        error={documentField.error}
        hint={license?.documentName ? `Current: ${license.documentName}` : "PDF, PNG or JPG, up to 10 MB"}
        disabled={pending}
      />
    </FormDialog>
  );
}
