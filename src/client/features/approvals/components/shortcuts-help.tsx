import { Keyboard } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog'

const LIST_SHORTCUTS: [string[], string][] = [
  [['j', '↓'], 'Next draft'],
  [['k', '↑'], 'Previous draft'],
  [['Enter', 'o'], 'Open the draft'],
  [['e'], 'Edit the draft'],
  [['a'], 'Approve and send as written (asks first); a reply that needs your answer opens'],
  [['r'], 'Reject, with a reason'],
  [['x'], 'Select or unselect for the bulk bar'],
  [['Shift', 'A'], 'Approve the selected drafts'],
  [['Shift', 'R'], 'Reject the selected drafts'],
  [['?'], 'Show these shortcuts'],
]

const DETAIL_SHORTCUTS: [string[], string][] = [
  [['j'], 'Next draft'],
  [['k'], 'Previous draft'],
  [['e'], 'Edit the subject and text'],
  [['a'], 'Approve and send'],
  [['r'], 'Reject, with a reason'],
  [['?'], 'Show these shortcuts'],
]

const ANSWER_SHORTCUTS: [string[], string][] = [
  [['j'], 'Next draft'],
  [['k'], 'Previous draft'],
  [['e'], 'Write in the answer'],
  [['a'], 'Go to Send answer'],
  [['r'], 'Don’t answer, with a reason'],
  [['?'], 'Show these shortcuts'],
]

const SHORTCUTS = { list: LIST_SHORTCUTS, detail: DETAIL_SHORTCUTS, answer: ANSWER_SHORTCUTS }

/**
 * The keyboard shortcuts, behind a button anyone can reach; every one of them is also a button or a link on the page,
 * so nobody depends on a letter key.
 */
export function ShortcutsHelp({
  open,
  onOpenChange,
  on,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  on: keyof typeof SHORTCUTS
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-keyshortcuts="?">
          <Keyboard aria-hidden="true" />
          Keyboard shortcuts
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>They work when you are not typing in a field.</DialogDescription>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS[on].map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="rounded border bg-muted px-1.5 font-mono text-xs">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
