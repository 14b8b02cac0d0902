import { Plus, Trash2 } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/client/components/ui/button'

type KnowledgeRowsProps = {
  /** The list's name, as a legend: "Prices and plans". */
  legend: string
  description: string
  /** What one row is, for the buttons: "price" gives "Add a price" and "Remove price 2". */
  item: string
  /** The rows' stable keys (useFieldArray's ids). */
  rows: readonly { id: string }[]
  max: number
  canChange: boolean
  onAdd: () => void
  onRemove: (index: number) => void
  /** One row's fields. */
  renderRow: (index: number) => React.ReactNode
  error?: string
}

/** A list of the knowledge (prices, offers, links, questions): rows the owner adds and removes, read-only for others. */
export function KnowledgeRows({ legend, description, item, rows, max, canChange, onAdd, onRemove, renderRow, error }: KnowledgeRowsProps) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <p className="text-xs text-muted-foreground">{description}</p>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      <ol className="grid gap-4">
        {rows.map((row, index) => (
          <li key={row.id} className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
            <div className="grid gap-3 sm:grid-cols-2">{renderRow(index)}</div>
            {canChange ? (
              <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onRemove(index)}>
                <Trash2 aria-hidden="true" />
                Remove {item} {index + 1}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      {canChange && rows.length < max ? (
        <Button type="button" variant="secondary" size="sm" className="justify-self-start" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add {/^[aeiou]/.test(item) ? 'an' : 'a'} {item}
        </Button>
      ) : null}
    </fieldset>
  )
}
