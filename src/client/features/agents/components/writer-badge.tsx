import { Bot } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { useCompanyWriter } from '../api/get-company-writer'

/**
 * "Writes with: Templates" or the model's name, with why (docs/decisions/106-ai-writing.md): one writer for every agent
 * of the company, and the reason templates write (no model, local processing, the month's token budget used up). Its
 * own query, so the agents appear without waiting for it; until it answers, or if it fails, it stays out of the way.
 */
export function WriterBadge() {
  const writer = useCompanyWriter().data
  if (!writer) return null
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {/* The navigation's Agents icon: no icon of its own to load on the dashboard's first page. */}
      <Bot aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="font-medium [overflow-wrap:anywhere]">Writes with: {writer.label}</span>
      <span className="[overflow-wrap:anywhere] text-muted-foreground">— {writer.detail}</span>
      <Link to={paths.settingsAi.getHref()} className="rounded-sm text-primary underline underline-offset-4 hover:no-underline">
        AI settings
      </Link>
    </p>
  )
}
