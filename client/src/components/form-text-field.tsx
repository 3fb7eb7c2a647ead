import type * as React from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { OptionalMark } from "@/components/optional-mark";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

interface TextFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: React.ReactNode;
  optional?: boolean;
  /** Shown between the control and its error message (descriptions, hints). */
  hint?: React.ReactNode;
}

/** What the field itself sets on its control. */
type FieldOwned = "name" | "value" | "onChange" | "onBlur" | "ref";
type InputProps = Omit<React.ComponentProps<typeof Input>, FieldOwned>;
type TextareaProps = Omit<React.ComponentProps<typeof Textarea>, FieldOwned>;

/** An empty field (null, undefined) shows as an empty control, never as an uncontrolled one. */
const shown = (value: unknown): string | number => (typeof value === "string" || typeof value === "number" ? value : "");

/** Label, control, hint and error message; the control gets every prop that is not the field's. */
function textField<TValues extends FieldValues, TOutput, TControlProps>(
  { control, name, label, optional, hint, ...controlProps }: TextFieldProps<TValues, TOutput> & TControlProps,
  renderControl: (field: ControllerRenderProps<TValues>, controlProps: Omit<TControlProps, keyof TextFieldProps<TValues, TOutput>>) => React.ReactElement,
) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            {label}
            {optional && <OptionalMark />}
          </FormLabel>
          <FormControl>{renderControl(field, controlProps)}</FormControl>
          {hint}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** One react-hook-form field typed into an input. */
export function FormInputField<TValues extends FieldValues, TOutput>(props: TextFieldProps<TValues, TOutput> & InputProps) {
  return textField(props, (field, inputProps) => <Input {...inputProps} {...field} value={shown(field.value)} />);
}

/** One react-hook-form field typed into a textarea. */
export function FormTextareaField<TValues extends FieldValues, TOutput>(props: TextFieldProps<TValues, TOutput> & TextareaProps) {
  return textField(props, (field, textareaProps) => <Textarea {...textareaProps} {...field} value={shown(field.value)} />);
}
