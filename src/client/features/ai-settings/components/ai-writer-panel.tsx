import { Bot, FileText, Gauge, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { paths } from '@/client/config/paths'
import { useAiSettings } from '../api/get-ai-settings'

const linkClass = 'rounded-sm text-primary underline underline-offset-4 hover:no-underline'
const asSentence = (text: string) => text.replace(/\.?$/, '.')

/**
 * Who writes the agents' e-mails now: a model, or the playbook's templates and why (docs/decisions/106-ai-writing.md).
 * Whoever writes, the playbook decides the score, the route and whom to write to.
 */
export function AiWriterPanel() {
  const aiQuery = useAiSettings()
  return (
    <section aria-labelledby="ai-writer-heading">
      <Card>
        <CardHeader>
          <CardTitle id="ai-writer-heading" className="text-lg">
            Who writes your agents’ e-mails
          </CardTitle>
          <CardDescription>
            Your agents’ playbooks decide what to do; the writer only words the e-mail. Every e-mail, the model’s or a template’s, waits in
            Approvals for a person unless an owner lets the agent send on its own.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={aiQuery}
            what="who writes your agents’ e-mails"
            loadingLabel="Loading who writes"
            loadingClassName="block"
            skeleton={['h-14 w-full']}
          >
            {(settings) => <CurrentWriter writer={settings.writer} awaitsConfirmation={awaitsConfirmation(settings)} />}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

// The company's own model waits for the owner's word that the company runs it (docs/decisions/122-local-processing-that-means-it.md).
const awaitsConfirmation = ({ company }: CompanyAiSettings) => company?.hosting.kind === 'own' && company.hosting.confirmation === null

function CurrentWriter({ writer, awaitsConfirmation }: { writer: CompanyAiSettings['writer']; awaitsConfirmation: boolean }) {
  const Icon = writer.kind === 'model' ? Bot : writer.code === 'budget' ? Gauge : writer.code === 'privacy' ? ShieldCheck : FileText
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-4 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium [overflow-wrap:anywhere]">{writer.label}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{asSentence(writer.detail)}</p>
        {writer.code === 'privacy' && awaitsConfirmation ? (
          <p className="text-sm">
            The owner confirms it under Your own model below; or turn Local processing off on{' '}
            <Link to={paths.settingsPrivacy.getHref()} className={linkClass}>
              Privacy settings
            </Link>
            .
          </p>
        ) : writer.code === 'privacy' ? (
          <p className="text-sm">
            Turn Local processing off on{' '}
            <Link to={paths.settingsPrivacy.getHref()} className={linkClass}>
              Privacy settings
            </Link>{' '}
            to use a hosted service, or set a model you run yourself below.
          </p>
        ) : writer.code === 'budget' ? (
          <p className="text-sm">Raise the monthly token budget below, or wait for next month: the templates write until then.</p>
        ) : null}
      </div>
    </div>
  )
}
