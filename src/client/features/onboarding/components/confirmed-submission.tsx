import type * as React from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { paths } from '@/client/config/paths'
import { useSubmissionStatus } from '../api/get-submission-status'
import { DeploymentConfirmation, type PlanState } from './deployment-confirmation'
import { PreparingMessage } from './preparing-screen'

// The improved assessment arrives with its metrics in the navigation state (docs/product.md#improved-submit): a lead
// without an account, so there is no plan e-mail to wait for.
function hasAssessmentState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'calculatedMetrics' in state
}

/**
 * /deployment-confirmation only after a real submission (docs/decisions/088): the questionnaire's id in `?submission=`,
 * checked with the server, or the improved assessment's completion. Anything else goes to the start.
 */
export function ConfirmedSubmission({ children }: { children?: React.ReactNode }) {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const submissionId = searchParams.get('submission')
  if (submissionId) return <SubmissionConfirmation submissionId={submissionId}>{children}</SubmissionConfirmation>
  if (hasAssessmentState(location.state))
    return <DeploymentConfirmation plan={{ ready: true, notice: null }}>{children}</DeploymentConfirmation>
  return <Navigate to={paths.getStarted.getHref()} replace />
}

function SubmissionConfirmation({ submissionId, children }: { submissionId: string; children?: React.ReactNode }) {
  const status = useSubmissionStatus(submissionId)
  // Not this company's submission, a bad id or signed out: nothing was submitted here.
  if (status.isError) return <Navigate to={paths.getStarted.getHref()} replace />
  if (!status.data) return <PreparingMessage text="Checking your submission" />
  const { email } = status.data
  const plan: PlanState = { ready: email.status === 'queued' || email.status === 'sent', notice: email.message }
  return <DeploymentConfirmation plan={plan}>{children}</DeploymentConfirmation>
}
