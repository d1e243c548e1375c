"use client";

import type { ComponentProps } from "react";
import type { Control } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField } from "@/components/forms/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";

export type AppointmentControl = Control<AppointmentFormInput, unknown, AppointmentFormValues>;

type TextFieldName = "name" | "email" | "phone";

/** A labelled text input with its error beside it. */
export function TextField({
  control,
  name,
  label,
  ...inputProps
}: { control: AppointmentControl; name: TextFieldName; label: string } & Omit<ComponentProps<"input">, "name">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type SelectFieldName = "category" | "issue" | "timeFrame";

/** A labelled native select with a placeholder entry; it takes the field's ref, so a failed submit can focus it. */
export function SelectField({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
  onValueChange,
}: {
  control: AppointmentControl;
  name: SelectFieldName;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              ref={field.ref}
              name={field.name}
              value={field.value ?? ""}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                onValueChange?.(event.target.value);
              }}
              className={cn(!field.value && "text-muted-foreground")}
            >
              <option value="" disabled>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value} className="text-foreground">
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The optional note for the pro: a textarea with a hint, and its error (too long) beside it. */
export function NoteField({
  control,
  label,
  hint,
  placeholder,
  maxLength,
}: {
  control: AppointmentControl;
  label: string;
  hint: string;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <FormField
      control={control}
      name="noteForPro"
      render={({ field }) => (
        <FormItem className="sm:col-span-2">
          <FormLabel>{label}</FormLabel>
          <NoteTextarea hint={hint} placeholder={placeholder} maxLength={maxLength} {...field} value={field.value ?? ""} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The textarea described by its hint, and by the error message while there is one. */
function NoteTextarea({ hint, ...props }: { hint: string } & ComponentProps<"textarea">) {
  const { error, formItemId, formMessageId } = useFormField();
  const hintId = `${formItemId}-hint`;
  return (
    <>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Textarea id={formItemId} rows={3} aria-invalid={!!error} aria-describedby={error ? `${hintId} ${formMessageId}` : hintId} {...props} />
    </>
  );
}
