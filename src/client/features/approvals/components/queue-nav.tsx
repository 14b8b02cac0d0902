import { ChevronDown, ChevronUp } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { useShortcuts } from '../hooks/use-shortcuts'

type QueueNavProps = {
  /** The newer waiting draft's page, or null at the top of the queue. */
  previousHref: string | null
  /** The older waiting draft's page, or null at the end of the queue (or while its page loads). */
  nextHref: string | null
}

/**
 * Previous and Next through the waiting drafts from a draft's page, as buttons and as k and j, in the list's order
 * (docs/decisions/126-approvals-review-queue.md). The arrow keys keep scrolling the page: a draft is longer than a
 * screen, where the list's rows are not.
 */
export function QueueNav({ previousHref, nextHref }: QueueNavProps) {
  const navigate = useNavigate()
  const open = (href: string | null) => (href ? void navigate(href) : false)
  useShortcuts({
    j: () => open(nextHref),
    k: () => open(previousHref),
  })
  return (
    <nav aria-label="Waiting drafts" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" disabled={!previousHref} onClick={() => open(previousHref)} aria-keyshortcuts="k">
        <ChevronUp aria-hidden="true" />
        Previous<span className="sr-only"> draft</span>
      </Button>
      <Button variant="outline" size="sm" disabled={!nextHref} onClick={() => open(nextHref)} aria-keyshortcuts="j">
        <ChevronDown aria-hidden="true" />
        Next<span className="sr-only"> draft</span>
      </Button>
    </nav>
  )
}
