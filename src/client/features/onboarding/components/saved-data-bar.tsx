import { RotateCcw, Save, Trash2 } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/cn'

/** The answers live in this browser (docs/product.md#form-storage); Reset restores defaults, Clear session forgets everything. */
export function SavedDataBar({
  onReset,
  onClearSession,
  className,
}: {
  onReset: () => void
  onClearSession: () => void
  className?: string
}) {
  const confirmThen = (question: string, action: () => void) => () => {
    if (window.confirm(question)) action()
  }
  return (
    <div
      className={cn('flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="flex items-center gap-2 text-muted-foreground">
        <Save aria-hidden="true" className="size-4 shrink-0" />
        Your answers are saved in this browser until the session ends.
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={confirmThen('Reset all answers to their defaults?', onReset)}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button variant="ghost" size="sm" onClick={confirmThen('Clear this session and forget all answers?', onClearSession)}>
          <Trash2 aria-hidden="true" />
          Clear session
        </Button>
      </div>
    </div>
  )
}
