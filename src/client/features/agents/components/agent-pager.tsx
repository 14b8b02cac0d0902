import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/client/components/ui/button'

type AgentPagerProps = {
  index: number
  count: number
  onIndexChange: (index: number) => void
  showDetails: boolean
  onShowDetailsChange: (show: boolean) => void
  /** The details element the toggle controls, while it is shown. */
  detailsId: string
}

/** Previous / next through the recommendations with the position between, and View / Hide Details (docs/product.md#recommendation-view). */
export function AgentPager({ index, count, onIndexChange, showDetails, onShowDetailsChange, detailsId }: AgentPagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous agent" disabled={index === 0} onClick={() => onIndexChange(index - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {index + 1} / {count}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next agent"
          disabled={index === count - 1}
          onClick={() => onIndexChange(index + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <Button
        variant="ghost"
        aria-expanded={showDetails}
        aria-controls={showDetails ? detailsId : undefined}
        onClick={() => onShowDetailsChange(!showDetails)}
      >
        {showDetails ? 'Hide Details' : 'View Details'}
      </Button>
    </div>
  )
}
