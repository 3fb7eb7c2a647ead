import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { licenseTypesQuery, useCreateLicense } from "./api";
import { DocumentDropZone } from "./document-drop-zone";
import { LicenseFields } from "./license-fields";
import { emptyLicenseForm, licenseFormSchema, type LicenseFormInput, type LicenseFormOutput } from "./license-form";
import { handleLicenseSaveError } from "./upload-errors";
import { useDocumentField } from "./use-document-field";

/** What a document reader found in a chosen file: values for the form and the raw result to keep. */
export interface DocumentPrefill {
  values?: Partial<Omit<LicenseFormInput, "locationId">>;
  extractedData?: unknown;
}

/**
 * Seam for the document reader (issue 4, POST /api/licenses/extract): called with each accepted file.
 * Its values fill only the fields the user has not changed; its extractedData goes with the license.
 */
export type OnDocumentSelected = (file: File) => Promise<DocumentPrefill | null>;

interface AddLicenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  onFileSelected?: OnDocumentSelected;
}

export function AddLicenseDialog({ open, onOpenChange, locationId, onFileSelected }: AddLicenseDialogProps) {
  const create = useCreateLicense();
  const types = useQuery({ ...licenseTypesQuery, enabled: open });
  const documentField = useDocumentField();
  const [reading, setReading] = React.useState(false);
  const extracted = React.useRef<unknown>(undefined);

  const form = useForm<LicenseFormInput, unknown, LicenseFormOutput>({
    resolver: zodResolver(licenseFormSchema),
    defaultValues: emptyLicenseForm(locationId),
  });

  const { reset: resetForm } = form;
  const { reset: resetDocument } = documentField;
  React.useEffect(() => {
    if (!open) return;
    resetForm(emptyLicenseForm(locationId));
    resetDocument();
    extracted.current = undefined;
  }, [open, locationId, resetForm, resetDocument]);

  const onDocumentChange = async (next: File | null) => {
    const accepted = await documentField.choose(next);
    extracted.current = undefined;
    if (!accepted || !onFileSelected) return;
    setReading(true);
    try {
      const prefill = await onFileSelected(accepted);
      if (!prefill) return;
      extracted.current = prefill.extractedData;
      for (const [name, value] of Object.entries(prefill.values ?? {}) as [keyof LicenseFormInput, string][]) {
        if (value !== undefined && !form.getFieldState(name).isDirty) form.setValue(name, value, { shouldValidate: true });
      }
    } catch {
      // Reading is a convenience: the user fills the form by hand.
    } finally {
      setReading(false);
    }
  };

  const submit = (values: LicenseFormOutput) => {
    const document = documentField.file;
    if (!documentField.requirePresent() || !document) return;
    create.mutate(
      { data: { ...values, locationId }, document, extractedData: extracted.current },
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

  const pending = create.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Upload License</DialogTitle>
          <DialogDescription>Add a license document and its details for this location.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <DocumentDropZone
              label="License Document"
              file={documentField.file}
              onFileChange={(file) => void onDocumentChange(file)}
              error={documentField.error}
              hint="PDF, PNG or JPG, up to 10 MB"
              disabled={pending}
              status={reading ? "Reading document..." : null}
            />
            <LicenseFields control={form.control} licenseTypes={types.data ?? []} typesLoading={types.isLoading} />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending || reading}>
                {pending ? "Uploading..." : "Upload License"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
