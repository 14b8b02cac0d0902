import { Activity, Bot, Clock, Radio } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'

export type SummaryFigures = { deployed: number; active: number; signalsToday: number; hoursSaved: number | null }

/** The summary cards of spec 000 §2 /dashboard, computed from real data (issue 4), not §9's fixed 5 / 42 / 8. */
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
          <Card className="h-full gap-2 py-4">
            <CardHeader className="flex-row items-center justify-between gap-2 px-4">
              <CardTitle className="text-sm font-medium text-muted-foreground">{card.title}</CardTitle>
              <card.icon aria-hidden="true" className="size-4 text-muted-foreground" />
            </CardHeader>
            <CardContent className="grid gap-0.5 px-4">
              <span className="text-2xl font-semibold">{card.value}</span>
              <span className="text-xs text-muted-foreground">{card.note}</span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
