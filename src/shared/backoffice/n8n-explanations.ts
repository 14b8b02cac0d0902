// Plain words for what n8n answered, on the back office's n8n page (docs/product.md#back-office, docs/n8n.md).

/** What an attempt came back with: the status and start of the answer, or the error when none came. */
export type N8nAnswer = { statusCode: number | null; response: string | null; error: string | null }

export const N8N_NOT_CONFIGURED =
  'No n8n webhook is configured: set N8N_WEBHOOK_URL and N8N_WEBHOOK_SECRET on the server and restart it. Until then every lead’s delivery is recorded as skipped.'

export const N8N_TEST_URL =
  'This is n8n’s test URL: it only works while the workflow is open in the editor and listening (‘Listen for test event’). Use the production URL (…/webhook/…) and activate the workflow.'

export const N8N_NOT_REGISTERED = 'n8n has no active workflow at this path: activate the workflow (toggle Active) or check the path.'

export const N8N_SKIPPED = 'Not sent: no n8n webhook was configured when this lead arrived.'

/** True for n8n's test URL (…/webhook-test/…), which answers only while the editor listens. */
export function isN8nTestUrl(url: string): boolean {
  try {
    return new URL(url).pathname.split('/').includes('webhook-test')
  } catch {
    return false
  }
}

// n8n's 404 for a path no active workflow listens on: 'The requested webhook "POST agentworks-lead" is not registered.'
const NOT_REGISTERED = /webhook\b[\s\S]*?\bis not registered/i

/** Why a network error happened, in words; null when the error is not one of the known kinds. */
function explainError(error: string): string | null {
  if (/timed out/i.test(error))
    return 'n8n did not answer in time. Set the Webhook node to ‘Respond: Immediately’: a slow answer counts as a failure and is retried with the same webhook-id, so the workflow runs twice.'
  if (/ECONNREFUSED/i.test(error))
    return 'Could not connect (connection refused): check that n8n is running and that the URL’s host and port are right.'
  if (/ENOTFOUND|EAI_AGAIN|DNS lookup/i.test(error))
    return 'The URL’s host name does not resolve: check it for typos, and that this server can resolve it.'
  if (/ECONNRESET|socket hang up/i.test(error))
    return 'The connection was cut before n8n answered: check a proxy or load balancer in front of n8n.'
  if (/certificate|CERT_|SSL|TLS/i.test(error))
    return 'The HTTPS certificate of the n8n server was refused: it must be valid for this host and signed by a known authority.'
  return null
}

/** What a failed or successful attempt means, in plain words (`testUrl`: the URL is n8n's test URL). */
export function explainN8nAnswer(answer: N8nAnswer, testUrl: boolean): string {
  const { statusCode, response, error } = answer
  if (statusCode === null) {
    const known = error ? explainError(error) : null
    return known ?? `No answer from n8n${error ? `: ${error}` : ''}.`
  }
  if (statusCode >= 200 && statusCode < 300) {
    return testUrl
      ? `n8n took it (HTTP ${statusCode}), but on the test URL: it will fail once the editor stops listening. ${N8N_TEST_URL}`
      : `n8n took it (HTTP ${statusCode}). Its executions list shows the run; the workflow checks the signature there.`
  }
  if (statusCode === 404 && testUrl) return N8N_TEST_URL
  if (statusCode === 404 && response && NOT_REGISTERED.test(response)) return N8N_NOT_REGISTERED
  if (statusCode === 404) return 'Nothing answers at this path (HTTP 404): check the URL’s path against the Webhook node’s production URL.'
  if (statusCode === 401 || statusCode === 403)
    return `n8n refused the request (HTTP ${statusCode}): the Webhook node asks for authentication or allows only some IP addresses. Set its Authentication to None: the workflow checks the signature instead (docs/n8n.md).`
  if (statusCode === 410) return 'n8n answered 410 Gone, which stops the retries of a delivery.'
  if (statusCode === 429) return 'n8n is limiting requests (HTTP 429): the delivery is retried after the time it asked for.'
  if (statusCode >= 300 && statusCode < 400)
    return `The URL redirects (HTTP ${statusCode}) and deliveries do not follow redirects: use the final URL, often https:// instead of http://.`
  if (statusCode >= 500)
    return `n8n failed while taking the delivery (HTTP ${statusCode}): open the workflow’s executions in n8n to see which node failed. With ‘Respond: Immediately’ n8n answers before the workflow runs.`
  return `n8n refused the delivery (HTTP ${statusCode}).`
}
