import type * as React from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { OptionalMark } from "@/components/optional-mark";
import { type SelectOption, SelectOptions } from "@/components/select-options";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";

interface FormSelectFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: React.ReactNode;
  optional?: boolean;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Selected while the field is empty (e.g. a status's default); without it the placeholder shows. */
  fallback?: string;
  /**
   * An item standing for the empty field ("No schedule"): Radix items cannot have an empty value, so it
   * carries a stand-in value, shown while the field is empty and written back as "".
   */
  emptyOption?: SelectOption;
  disabled?: boolean;
  /** Show the placeholder whatever the field holds (while the field does not apply). */
  showPlaceholder?: boolean;
  /** After the field took the chosen value (e.g. to reset a field that depends on this one). */
  onValueChange?: (value: string) => void;
  triggerClassName?: string;
  /** Shown between the select and its error message (descriptions, hints). */
  hint?: React.ReactNode;
}

/** Label, Radix Select, hint and error message of one react-hook-form field. */
export function FormSelectField<TValues extends FieldValues, TOutput>(props: FormSelectFieldProps<TValues, TOutput>) {
  const { control, name, label, optional, options, placeholder, emptyOption, disabled, hint } = props;
  const fallback = emptyOption?.value ?? props.fallback ?? "";
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const current: unknown = field.value;
        const value = props.showPlaceholder ? "" : typeof current === "string" && current !== "" ? current : fallback;
        const onValueChange = (next: string) => {
          field.onChange(emptyOption && next === emptyOption.value ? "" : next);
          props.onValueChange?.(next);
        };
        return (
          <FormItem>
            <FormLabel>
              {label}
              {optional && <OptionalMark />}
            </FormLabel>
            <Select value={value} onValueChange={onValueChange} disabled={disabled}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur} ref={field.ref} className={props.triggerClassName}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectOptions options={emptyOption ? [emptyOption, ...options] : options} />
              </SelectContent>
            </Select>
            {hint}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
