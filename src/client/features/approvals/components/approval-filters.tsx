import { X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { APPROVAL_AGE_LABELS, APPROVAL_AGES, type ApprovalsFilterParams } from '@/shared/schemas/approvals'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'

export type FilterKey = keyof ApprovalsFilterParams

type ApprovalFiltersProps = {
  filter: ApprovalsFilterParams
  agents: { id: string; name: string }[]
  onChange: (key: FilterKey, value: string) => void
  onClear: () => void
}

/** Agent, writer, fell back, contact and age, each 'All' by default; native selects give a phone its own picker. */
export function ApprovalFilters({ filter, agents, onChange, onClear }: ApprovalFiltersProps) {
  const id = useId()
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  // The list follows once the reviewer pauses: one request per pause, not one per key.
  const onContact = (value: string) => {
    clearTimeout(typing.current)
    typing.current = setTimeout(() => onChange('contact', value.trim()), 300)
  }
  const active = Object.values(filter).some((value) => value !== undefined && value !== '')
  const select = (key: FilterKey, label: string, options: [string, string][]) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <NativeSelect id={`${id}-${key}`} value={String(filter[key] ?? '')} onChange={(event) => onChange(key, event.target.value)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
  return (
    <form
      role="search"
      aria-label="Filter drafts"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      {select('agent', 'Agent', [['', 'All agents'], ...agents.map((agent): [string, string] => [agent.id, agent.name])])}
      {select('writer', 'Written by', [
        ['', 'Model or template'],
        ['model', 'Language model'],
        ['template', 'Template'],
      ])}
      {select('fellBack', 'Fell back to the template', [
        ['', 'Either'],
        ['true', 'Yes: the model’s text was refused'],
        ['false', 'No'],
      ])}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-contact`}>Contact</Label>
        <Input
          id={`${id}-contact`}
          type="search"
          placeholder="name@example.com"
          maxLength={320}
          defaultValue={filter.contact ?? ''}
          onChange={(event) => onContact(event.target.value)}
        />
      </div>
      {select('age', 'Age', [['', 'Any age'], ...APPROVAL_AGES.map((age): [string, string] => [age, APPROVAL_AGE_LABELS[age]])])}
      {active ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </form>
  )
}
