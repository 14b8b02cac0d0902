import { Button } from '@/client/components/ui/button'

type BulkBarProps = {
  count: number
  /** "Approving 100 of 250…" while a decision runs. */
  progress: string | null
  onApprove: () => void
  onReject: () => void
  onClear: () => void
}

/** The selection's actions, kept in view at the bottom of the screen while the reviewer scrolls. */
export function BulkBar({ count, progress, onApprove, onReject, onClear }: BulkBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected drafts"
      className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-lg border bg-background p-3 text-sm shadow-lg"
    >
      <p className="mr-auto font-medium" aria-live="polite">
        {progress ?? (count === 1 ? '1 draft selected' : `${count} drafts selected`)}
      </p>
      <Button type="button" onClick={onApprove} disabled={progress !== null} aria-keyshortcuts="Shift+A">
        Approve {count}
      </Button>
      <Button type="button" variant="outline" onClick={onReject} disabled={progress !== null} aria-keyshortcuts="Shift+R">
        Reject {count}…
      </Button>
      <Button type="button" variant="ghost" onClick={onClear} disabled={progress !== null}>
        Clear
      </Button>
    </div>
  )
}
