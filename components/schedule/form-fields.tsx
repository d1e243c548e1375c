"use client";

import { useState, type ComponentProps } from "react";
import type { Control } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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

/**
 * A labelled radix select; the trigger takes the field's ref so a failed submit can focus it.
 * The options are rendered only while the list is open: a closed radix Select still renders every item
 * (into a detached fragment) when the page hydrates, which measurably delays the page becoming responsive.
 */
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
  const [open, setOpen] = useState(false);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value ?? ""}
            disabled={disabled}
            open={open}
            onOpenChange={setOpen}
            onValueChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder}>{options.find((option) => option.value === field.value)?.label}</SelectValue>
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {open &&
                options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
