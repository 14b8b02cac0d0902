import { Bot, FileText, Gauge } from 'lucide-react'
import { Link } from 'react-router'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useCompanyWriter } from '../api/get-company-writer'

/**
 * "Writes with: Templates" or the model's name, with why (docs/decisions/106-ai-writing.md): one writer for every agent
 * of the company. Its own query, so the agents appear without waiting for it; on failure it stays out of the way.
 */
export function WriterBadge() {
  const writerQuery = useCompanyWriter()
  if (writerQuery.isPending) return <Skeleton className="h-5 w-48" />
  if (writerQuery.isError) return null
  const writer = writerQuery.data
  const Icon = writer.kind === 'model' ? Bot : writer.code === 'budget' ? Gauge : FileText
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="font-medium [overflow-wrap:anywhere]">
        {writer.code === 'budget' ? 'Token budget used up: templates write until next month' : `Writes with: ${writer.label}`}
      </span>
      {writer.code === 'budget' ? null : <span className="[overflow-wrap:anywhere] text-muted-foreground">— {writer.detail}</span>}
      <Link to={paths.settingsAi.getHref()} className="rounded-sm text-primary underline underline-offset-4 hover:no-underline">
        AI settings
      </Link>
    </p>
  )
}
