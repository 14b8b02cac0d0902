import * as React from 'react'
import { useController, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import type { Option } from '@/shared/options/option-list'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Field, FieldError } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group'
import { Switch } from '@/client/components/ui/switch'
import { Textarea } from '@/client/components/ui/textarea'
import { cn } from '@/client/lib/cn'

// The form-field kit: fields of the react-hook-form whose FormProvider surrounds them, each a Field (label, description,
// error) wired with aria-invalid and aria-describedby. They are generic in the form's values; `formFieldsFor<Form>()`
// binds them to one form.

type TextPath<TForm extends FieldValues> = FieldPathByValue<TForm, string>
type ListPath<TForm extends FieldValues> = FieldPathByValue<TForm, string[]>
type BooleanPath<TForm extends FieldValues> = FieldPathByValue<TForm, boolean>

/** The "required" mark (docs/product.md#onboarding-validation): shown, and announced through aria-required on the control. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  )
}

type TextFieldProps<TForm extends FieldValues> = {
  name: TextPath<TForm>
  label: React.ReactNode
  description?: string
  required?: boolean
} & Omit<React.ComponentProps<'input'>, 'name' | 'required'>

export function TextField<TForm extends FieldValues>({ name, label, description, required, onBlur, ...inputProps }: TextFieldProps<TForm>) {
  const { register, getFieldState, formState } = useFormContext<TForm>()
  const error = getFieldState(name, formState).error?.message
  const registered = register(name)
  return (
    <Field
      label={
        required ? (
          <>
            {label}
            <RequiredMark />
          </>
        ) : (
          label
        )
      }
      description={description}
      error={error}
    >
      <Input
        aria-required={required || undefined}
        {...inputProps}
        {...registered}
        onBlur={(event) => {
          void registered.onBlur(event)
          onBlur?.(event)
        }}
      />
    </Field>
  )
}

export function TextAreaField<TForm extends FieldValues>({
  name,
  label,
  description,
  rows = 3,
}: {
  name: TextPath<TForm>
  label: React.ReactNode
  description?: string
  rows?: number
}) {
  const { register, getFieldState, formState } = useFormContext<TForm>()
  return (
    <Field label={label} description={description} error={getFieldState(name, formState).error?.message}>
      <Textarea rows={rows} {...register(name)} />
    </Field>
  )
}

type SelectFieldProps<TForm extends FieldValues> = {
  name: TextPath<TForm>
  label: React.ReactNode
  options: readonly Option[]
  placeholder?: string
  /** Values shown but not selectable (the first priority in the second select: docs/product.md#wizard-automations). */
  disabledValues?: readonly string[]
  onValueChange?: (value: string) => void
}

export function SelectField<TForm extends FieldValues>({
  name,
  label,
  options,
  placeholder = 'Select an option',
  disabledValues = [],
  onValueChange,
}: SelectFieldProps<TForm>) {
  const { register, getFieldState, formState } = useFormContext<TForm>()
  const registered = register(name, { onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value) })
  return (
    <Field label={label} error={getFieldState(name, formState).error?.message}>
      <NativeSelect {...registered}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={disabledValues.includes(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}

/** A group of choices: a fieldset whose legend is the question. */
function ChoiceGroup({
  legend,
  error,
  children,
  className,
}: {
  legend: React.ReactNode
  error?: string
  children: React.ReactNode
  className?: string
}) {
  const errorId = React.useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={cn('grid gap-3', className)}>
      <legend className="mb-3 text-sm leading-snug font-medium">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

export function RadioField<TForm extends FieldValues>({
  name,
  legend,
  options,
  columns = 2,
}: {
  name: TextPath<TForm>
  legend: React.ReactNode
  options: readonly Option[]
  columns?: 2 | 4
}) {
  const { field, fieldState } = useController<TForm, TextPath<TForm>>({ name })
  const id = React.useId()
  return (
    <ChoiceGroup legend={legend} error={fieldState.error?.message}>
      <RadioGroup
        value={field.value}
        onValueChange={field.onChange}
        className={cn('grid-cols-1 sm:grid-cols-2', columns === 4 && 'lg:grid-cols-4')}
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} onBlur={field.onBlur} />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </ChoiceGroup>
  )
}

export function CheckboxListField<TForm extends FieldValues>({
  name,
  legend,
  options,
}: {
  name: ListPath<TForm>
  legend: React.ReactNode
  options: readonly Option[]
}) {
  const { field, fieldState } = useController<TForm, ListPath<TForm>>({ name })
  const id = React.useId()
  // Each checklist holds values of its own option list; as plain strings here.
  const selected: readonly string[] = field.value
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...selected.filter((item) => item !== value), value] : selected.filter((item) => item !== value))
  return (
    <ChoiceGroup legend={legend} error={fieldState.error?.message}>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <div
            key={option.value}
            className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary/60 has-[[data-state=checked]]:bg-primary/5"
          >
            <Checkbox
              id={`${id}-${option.value}`}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
              {option.description ? (
                <p id={`${id}-${option.value}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </ChoiceGroup>
  )
}

export function SwitchField<TForm extends FieldValues>({
  name,
  label,
  description,
}: {
  name: BooleanPath<TForm>
  label: string
  description?: string
}) {
  const { field } = useController<TForm, BooleanPath<TForm>>({ name })
  const id = React.useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  )
}

/** A titled group of questions inside a step. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-5 rounded-xl border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** The fields bound to one form's values, so each `name` is checked against them: a string alone cannot name its form. */
export function formFieldsFor<TForm extends FieldValues>() {
  return {
    TextField: TextField<TForm>,
    TextAreaField: TextAreaField<TForm>,
    SelectField: SelectField<TForm>,
    RadioField: RadioField<TForm>,
    CheckboxListField: CheckboxListField<TForm>,
    SwitchField: SwitchField<TForm>,
  }
}
