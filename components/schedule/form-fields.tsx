"use client";

import type { ComponentProps } from "react";
import type { Control } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/forms/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
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
