import type { z } from "zod";
import { licenseDataSchema } from "@shared/schema/licenses-input";
import type { LicenseDto } from "./api";

/** The add and edit forms validate with the server's licenseData schema (SPEC section 5). */
export const licenseFormSchema = licenseDataSchema;
export type LicenseFormInput = z.input<typeof licenseFormSchema>;
export type LicenseFormOutput = z.output<typeof licenseFormSchema>;

export const LICENSE_FORM_FIELDS = [
  "licenseTypeId",
  "licenseNumber",
  "issueDate",
  "expirationDate",
  "status",
  "notes",
] as const satisfies readonly (keyof LicenseFormInput)[];

export function emptyLicenseForm(locationId: string): LicenseFormInput {
  return {
    locationId,
    licenseTypeId: "",
    licenseNumber: "",
    issueDate: "",
    expirationDate: "",
    status: "active",
    notes: "",
  };
}

/** An archived license is edited without touching its status (the form offers no 'archived'). */
export function licenseFormValues(license: LicenseDto): LicenseFormInput {
  return {
    locationId: license.locationId,
    licenseTypeId: license.licenseTypeId,
    licenseNumber: license.licenseNumber ?? "",
    issueDate: license.issueDate ?? "",
    expirationDate: license.expirationDate ?? "",
    status: license.status === "archived" ? undefined : license.status,
    notes: license.notes ?? "",
  };
}
