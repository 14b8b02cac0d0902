import * as React from 'react'

export type SummaryItem = { path: string; message: string }

/**
 * The GOV.UK error summary (https://design-system.service.gov.uk/components/error-summary/): a box titled
 * 'There is a problem' that takes focus when shown and links each problem to its field.
 */
export function ErrorSummary({ items, onSelect }: { items: readonly SummaryItem[]; onSelect: (path: string) => void }) {
  const ref = React.useRef<HTMLDivElement>(null)
  // Focus on every new list, so a second refused submit is announced too.
  React.useEffect(() => {
    ref.current?.focus()
  }, [items])
  const titleId = React.useId()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border-2 border-danger bg-card p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-danger/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        There is a problem
      </h2>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.path}>
            <a
              href={`#${item.path}`}
              className="font-medium text-danger underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault()
                onSelect(item.path)
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
