import * as React from 'react'
import { NativeCheckbox } from '@/client/components/ui/native-checkbox'
import { OPTION_CARD_CLASS } from '@/client/components/ui/option-card'
import { cn } from '@/client/lib/cn'

type CheckListProps = {
  legend: string
  options: readonly string[]
  selected: readonly string[]
  onToggle: (option: string, checked: boolean) => void
  className?: string
}

/** A labelled group of checkboxes; each option's text is its value. */
export function CheckList({ legend, options, selected, onToggle, className }: CheckListProps) {
  const legendId = React.useId()
  return (
    <div role="group" aria-labelledby={legendId} className="grid gap-3">
      <p id={legendId} className="text-sm font-medium">
        {legend}
      </p>
      <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
        {options.map((option, index) => {
          const id = `${legendId}-${index}`
          return (
            <li key={option}>
              <label htmlFor={id} className={OPTION_CARD_CLASS}>
                <NativeCheckbox id={id} checked={selected.includes(option)} onChange={(event) => onToggle(option, event.target.checked)} />
                <span>{option}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The list with the option added or removed. */
export function toggleItem(list: readonly string[], item: string, checked: boolean): string[] {
  return checked ? [...list.filter((entry) => entry !== item), item] : list.filter((entry) => entry !== item)
}
