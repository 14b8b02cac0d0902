import { ArrowRight, Bot, Radio, Store } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card'
import { paths } from '@/client/config/paths'

// The original requirements showed placeholder figures ('5 active agents', ...). They are not real data, so the
// cards describe each area instead and link to where it lives, or say it is coming.
const CARDS = [
  {
    title: 'Your Agents',
    description: 'See every deployed agent, its status and health, and pause or activate it.',
    icon: Bot,
    href: paths.agents.getHref(),
    action: 'View agents',
  },
  {
    title: 'Signal Analytics',
    description: 'Follow the agent-to-agent signals that hand work from one agent to the next.',
    icon: Radio,
    href: paths.signals.getHref(),
    action: 'View signals',
  },
  {
    title: 'Agent Marketplace',
    description: 'Browse new specialist agents to add to your workspace.',
    icon: Store,
    href: null,
    action: null,
  },
] as const

export function WorkspaceCards() {
  return (
    <section aria-labelledby="workspace-heading" className="grid gap-4">
      <h2 id="workspace-heading" className="text-lg font-semibold">
        Workspace
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <card.icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle as="h3" className="mt-2">
                  {card.title}
                </CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1" />
              <CardFooter>
                {card.href ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={card.href}>
                      {card.action}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                ) : (
                  <Badge variant="muted">Coming soon</Badge>
                )}
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
