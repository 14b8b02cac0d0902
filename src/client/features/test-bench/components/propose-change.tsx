import * as React from 'react'
import type { CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { StartTestBenchInput } from '@/shared/schemas/test-bench'
import { QueryPanel } from '@/client/components/query-panel'
import { NativeRadio } from '@/client/components/ui/native-radio'
import { getErrorMessage } from '@/client/lib/api-client'
import { serverFieldErrors } from '@/client/lib/form-errors'
import { useStartTestRun } from '../api/start-test-run'
import { useWritingNow } from '../api/get-writing-now'
import { MODEL_FIELDS, ModelProposalForm } from './model-proposal-form'
import { TextProposalForm } from './text-proposal-form'

export type ProposalKind = 'model' | 'knowledge' | 'voice' | 'guidance'

const KIND_LABELS: Record<ProposalKind, string> = {
  model: 'Another model',
  knowledge: 'What your agents may say',
  voice: 'How your e-mails sound',
  guidance: 'This agent’s style guide',
}

/** The editor of the company's knowledge in a test's proposal; the route composes it from the knowledge feature. */
export type KnowledgeEditor = (props: { pending: boolean; onPropose: (knowledge: CompanyKnowledge) => void }) => React.ReactNode

type Props = { agentId: string | null; kinds: readonly ProposalKind[]; knowledgeEditor?: KnowledgeEditor }

/** The owner's proposal: one thing to change at a time, then the test of it (docs/decisions/134-test-bench.md). */
export function ProposeChange({ agentId, kinds, knowledgeEditor }: Props) {
  const [kind, setKind] = React.useState<ProposalKind>(kinds[0]!)
  const start = useStartTestRun()
  const writingQuery = useWritingNow(agentId)
  const propose = (input: Omit<StartTestBenchInput, 'agentId'>) => start.mutate({ ...input, ...(agentId ? { agentId } : {}) })
  const fieldErrors = serverFieldErrors(start.error, [...MODEL_FIELDS, 'voice', 'guidance'] as const)
  const pending = start.isPending
  const shown = kinds.filter((each) => each !== 'knowledge' || knowledgeEditor)

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">What do you want to try?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {shown.map((each) => (
            <label key={each} className="flex items-center gap-2 text-sm">
              <NativeRadio name="proposal-kind" value={each} checked={kind === each} onChange={() => setKind(each)} />
              {KIND_LABELS[each]}
            </label>
          ))}
        </div>
      </fieldset>
      {start.isError && !Object.keys(fieldErrors).length ? (
        <p role="alert" className="rounded-md border border-danger/40 p-3 text-sm text-danger">
          {getErrorMessage(start.error, 'The test could not start. Please try again.')}
        </p>
      ) : null}
      {kind === 'model' ? (
        <ModelProposalForm pending={pending} serverErrors={fieldErrors} onPropose={(model) => propose({ model })} />
      ) : kind === 'knowledge' && knowledgeEditor ? (
        knowledgeEditor({ pending, onPropose: (knowledge) => propose({ knowledge }) })
      ) : (
        <QueryPanel query={writingQuery} what="what your agents write with now" skeleton={['h-28 w-full']}>
          {(now) =>
            kind === 'voice' ? (
              <TextProposalForm
                key="voice"
                label="Voice to try"
                description="How every agent’s e-mails should sound. Empty tries the product’s default voice."
                current={now.voice}
                pending={pending}
                serverError={fieldErrors.voice}
                onPropose={(voice) => propose({ voice })}
              />
            ) : (
              <TextProposalForm
                key="guidance"
                label="Style guide to try"
                description="One instruction a line. Empty tries the agent without a style guide."
                current={now.guidance}
                pending={pending}
                serverError={fieldErrors.guidance}
                onPropose={(guidance) => propose({ guidance })}
              />
            )
          }
        </QueryPanel>
      )}
    </div>
  )
}
