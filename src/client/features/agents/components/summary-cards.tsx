import { Activity, Bot, Clock, Radio } from 'lucide-react'
import { Card } from '@/client/components/ui/card'

export type SummaryFigures = { deployed: number; active: number; signalsToday: number; hoursSaved: number | null }

/** The summary cards (docs/product.md#dashboard), computed from real data, not the original's fixed 5 / 42 / 8 (decision 050). */
export function SummaryCards({ figures }: { figures: SummaryFigures }) {
  const cards = [
    { title: 'Agents deployed', value: String(figures.deployed), note: 'In your workspace', icon: Bot },
    { title: 'Active agents', value: String(figures.active), note: `${figures.deployed - figures.active} waiting`, icon: Activity },
    { title: 'Signals today', value: String(figures.signalsToday), note: 'Sent between your agents', icon: Radio },
    {
      title: 'Hours saved / week',
      value: figures.hoursSaved === null ? '—' : String(figures.hoursSaved),
      note: figures.hoursSaved === null ? 'Answer the questionnaire to estimate' : 'Estimated from your questionnaire',
      icon: Clock,
    },
  ]
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="grid h-full content-start gap-1 p-4">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-muted-foreground">{card.title}</p>
              <card.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </div>
            <span className="text-2xl font-semibold">{card.value}</span>
            <span className="text-xs text-muted-foreground">{card.note}</span>
          </Card>
        </li>
      ))}
    </ul>
  )
}
