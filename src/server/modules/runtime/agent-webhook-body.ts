import type { PlaybookEmail, PlaybookSignal } from '@/shared/agents/playbooks/types'
import { maskRunRecord, withholdPayload, type PersonalValue, type RunRecord } from '@/shared/privacy/agent-output'
import { maskEmail, maskText, REMOVED_TEXT } from '@/shared/privacy/mask'
import type { ActingAgent, Work } from './agent-run-types'

type RunOutput = RunRecord & {
  runId: string
  status: 'succeeded' | 'failed'
  email: PlaybookEmail | null
  signals: Pick<PlaybookSignal, 'to' | 'signal' | 'reason' | 'payload'>[]
}

/**
 * The body of a run's output to the company's n8n workflow (docs/product.md#agent-outputs, decision 072). While local
 * processing is on it carries references and facts only (docs/decisions/101-privacy-controls.md): names and addresses
 * masked as the activity masks them, free text removed, and `personal_data: 'withheld'` says so.
 */
export function runWebhookBody(agent: ActingAgent, work: Work, output: RunOutput, personal: PersonalValue[]): object {
  const withheld = agent.privacy.localProcessing
  const record = withheld ? maskRunRecord(output, personal) : output
  const email = output.email
    ? withheld
      ? { to: maskEmail(output.email.to), subject: maskText(output.email.subject, personal), text: REMOVED_TEXT }
      : { to: output.email.to, subject: output.email.subject, text: output.email.text }
    : null
  return {
    type: 'agent.run',
    run_id: output.runId,
    agent: { id: agent.id, name: agent.name, catalogue_id: agent.catalogue_id },
    trigger: work.triggerName,
    event_id: work.eventId ?? null,
    signal_id: work.signalId ?? null,
    status: output.status,
    personal_data: withheld ? 'withheld' : 'included',
    summary: record.summary,
    inputs: record.inputs,
    steps: record.steps,
    email,
    signals: output.signals.map((signal) => ({
      to: signal.to,
      signal: signal.signal,
      reason: signal.reason,
      payload: withheld ? withholdPayload(signal.payload, personal) : signal.payload,
    })),
  }
}
