import type { Recommendation } from '@/shared/schemas/agents'
import { Badge } from '@/client/components/ui/badge'

/**
 * What View Details reveals: intent, triggers (signals), integrations (tools used), and why it matched
 * (docs/product.md#recommendation-view).
 */
export function RecommendationDetails({ agent, id }: { agent: Recommendation; id?: string }) {
  return (
    <dl id={id} className="grid gap-4 text-sm">
      <div className="grid gap-1">
        <dt className="font-semibold">Intent</dt>
        <dd className="text-muted-foreground">{agent.intent}</dd>
      </div>
      <div className="grid gap-1.5">
        <dt className="font-semibold">Triggers</dt>
        <dd className="flex flex-wrap gap-1.5">
          {agent.signals.map((signal) => (
            <Badge key={signal} variant="secondary" className="font-mono">
              {signal}
            </Badge>
          ))}
        </dd>
      </div>
      <div className="grid gap-1.5">
        <dt className="font-semibold">Integrations</dt>
        <dd className="flex flex-wrap gap-1.5">
          {agent.tools_used.map((tool) => (
            <Badge key={tool} variant="outline">
              {tool}
            </Badge>
          ))}
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="font-semibold">Why it matches</dt>
        <dd>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {agent.match_reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}
