import type * as React from "react";
import { SelectItem } from "@/components/ui/select";

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

/** One SelectItem an option, in order. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <SelectItem key={option.value} value={option.value}>
      {option.label}
    </SelectItem>
  ));
}

/** Options of records chosen by id and shown by name (locations, organizations, categories). */
export const byName = (records: readonly { id: string; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: record.id, label: record.name }));
