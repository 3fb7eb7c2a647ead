import * as React from "react";
import type { LicenseDto } from "./api";
import { renewalDescription } from "./renewal-text";

/** "separate" or the id of the license the upload renews; null until the user chooses. */
export type RenewalChoiceValue = string | null;
export const SEPARATE_LICENSE = "separate";

/** The location's licenses an upload read as `licenseTypeId` may renew: the same type, not archived. */
export function renewalCandidates(licenses: readonly LicenseDto[], licenseTypeId: string | null | undefined): LicenseDto[] {
  if (!licenseTypeId) return [];
  return licenses.filter((l) => l.licenseTypeId === licenseTypeId && l.status !== "archived");
}

interface RenewalChoiceProps {
  candidates: readonly LicenseDto[];
  value: RenewalChoiceValue;
  onChange: (value: RenewalChoiceValue) => void;
  error?: string | null;
}

function Option({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: (v: string) => void; children: React.ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="mt-0.5 size-4 shrink-0 accent-primary" />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

/**
 * After a reading finds the same license type as one the location holds (issue 32): renew that license, or add
 * this document as a separate license. Nothing is chosen for the user.
 */
export function RenewalChoice({ candidates, value, onChange, error }: RenewalChoiceProps) {
  const name = React.useId();
  const errorId = React.useId();
  if (candidates.length === 0) return null;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined} data-testid="renewal-choice">
      <legend className="mb-2 text-sm font-medium">This location already holds this license type. Is this document a renewal?</legend>
      {candidates.map((license) => (
        <Option key={license.id} name={name} value={license.id} checked={value === license.id} onChange={onChange}>
          {renewalDescription(license)}
        </Option>
      ))}
      <Option name={name} value={SEPARATE_LICENSE} checked={value === SEPARATE_LICENSE} onChange={onChange}>
        Add as a separate license
      </Option>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
