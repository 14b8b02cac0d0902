import { AI_PROVIDER_LABELS } from '@/shared/ai/providers'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useAiSettings } from '../api/get-ai-settings'
import { CompanyModelForm } from './company-model-form'
import { LocalModelConfirmation } from './local-model-confirmation'

/**
 * The company's own language model, which overrides the server's (docs/decisions/106-ai-writing.md): the owner sets
 * it, members read it. The key is write-only: only its last four characters ever come back.
 */
export function CompanyModelPanel() {
  const aiQuery = useAiSettings()
  return (
    <section aria-labelledby="company-model-heading">
      <Card>
        <CardHeader>
          <CardTitle id="company-model-heading" className="text-lg">
            Your own model
          </CardTitle>
          <CardDescription>
            A model your company chooses replaces the server’s default for your agents. Any server that speaks OpenAI’s API works, including
            one you run yourself.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryPanel query={aiQuery} what="your model" loadingLabel="Loading your model" skeleton={['h-5 w-2/3', 'h-40 w-full']}>
            {(settings) => (
              <>
                <ServerDefault server={settings.server} />
                {settings.canEdit ? (
                  // Keyed by what is saved: after a save or a removal the form starts again from the server's answer.
                  <CompanyModelForm key={formKey(settings.company)} settings={settings} />
                ) : (
                  <CompanyModelSummary company={settings.company} />
                )}
                {settings.company ? <LocalModelConfirmation hosting={settings.company.hosting} canEdit={settings.canEdit} /> : null}
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

const formKey = (company: CompanyAiSettings['company']) =>
  company ? [company.provider, company.model, company.baseUrl, company.keyHint].join('|') : 'none'

function ServerDefault({ server }: { server: CompanyAiSettings['server'] }) {
  return (
    <p className="text-sm text-muted-foreground">
      {server ? (
        <>
          Server default: <span className="font-medium [overflow-wrap:anywhere] text-foreground">{server.model}</span> (
          {AI_PROVIDER_LABELS[server.provider]}){server.runByCustomer ? ', run by the operator of this server' : null}.
        </>
      ) : (
        'The server has no model: templates write unless your company sets one here.'
      )}
    </p>
  )
}

/** What a member sees: the company's model without its key, or that there is none. */
function CompanyModelSummary({ company }: { company: CompanyAiSettings['company'] }) {
  if (!company)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        Your company has not set a model of its own. Only the owner sets one.
      </p>
    )
  return (
    <dl className="grid gap-3 rounded-lg border p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs text-muted-foreground">Provider</dt>
        <dd>{AI_PROVIDER_LABELS[company.provider]}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Model</dt>
        <dd className="[overflow-wrap:anywhere]">{company.model}</dd>
      </div>
      {company.baseUrl ? (
        <div className="sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Base URL</dt>
          <dd className="[overflow-wrap:anywhere]">{company.baseUrl}</dd>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-xs text-muted-foreground">API key</dt>
        <dd>{company.keySet ? `A key ending in ••••${company.keyHint ?? ''} is saved.` : 'No key is saved.'}</dd>
      </div>
    </dl>
  )
}
