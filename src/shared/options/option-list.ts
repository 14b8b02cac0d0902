/** One choice of a select, radio group or checklist: the stored value and what people read. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string; readonly description?: string }

type Values<T extends readonly Option[]> = [T[number]['value'], ...T[number]['value'][]]

/** The values of an option list as a non-empty tuple, ready for z.enum. */
export function getOptionValues<const T extends readonly Option[]>(options: T): Values<T> {
  return options.map((option) => option.value) as Values<T>
}

/** The label of a value, or the value itself when the list does not know it. */
export function getOptionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}
