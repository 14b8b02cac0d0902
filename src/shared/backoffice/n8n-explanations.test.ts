import { describe, expect, it } from 'vitest'
import { explainN8nAnswer, isN8nTestUrl, N8N_NOT_REGISTERED, N8N_TEST_URL } from './n8n-explanations'

const answer = (statusCode: number | null, response: string | null = null, error: string | null = null) => ({ statusCode, response, error })
// n8n's own answer when no active workflow listens on the path.
const NOT_REGISTERED_BODY = '{"code":404,"message":"The requested webhook \\"POST agentworks-lead\\" is not registered.","hint":"…"}'

describe('isN8nTestUrl', () => {
  it('is true for n8n’s test URL only', () => {
    expect(isN8nTestUrl('https://n8n.example.com/webhook-test/agentworks-lead')).toBe(true)
    expect(isN8nTestUrl('https://n8n.example.com/webhook/agentworks-lead')).toBe(false)
    expect(isN8nTestUrl('https://n8n.example.com/webhook/webhook-testing')).toBe(false)
    expect(isN8nTestUrl('not a url')).toBe(false)
  })
})

describe('explainN8nAnswer', () => {
  it('explains n8n’s “not registered” 404, and a 404 on the test URL as the test URL', () => {
    expect(explainN8nAnswer(answer(404, NOT_REGISTERED_BODY), false)).toBe(N8N_NOT_REGISTERED)
    expect(explainN8nAnswer(answer(404, NOT_REGISTERED_BODY), true)).toBe(N8N_TEST_URL)
    expect(explainN8nAnswer(answer(404, 'Not Found'), false)).toMatch(/check the URL’s path/)
  })

  it('says that a delivery to the test URL works only while the editor listens', () => {
    expect(explainN8nAnswer(answer(200, '{"message":"Workflow was started"}'), false)).toMatch(/^n8n took it \(HTTP 200\)/)
    expect(explainN8nAnswer(answer(200), true)).toContain(N8N_TEST_URL)
  })

  it('explains refusals, redirects, server errors and the errors of a connection', () => {
    expect(explainN8nAnswer(answer(401, 'Authorization data is wrong!'), false)).toMatch(/Set its Authentication to None/)
    expect(explainN8nAnswer(answer(403), false)).toMatch(/HTTP 403/)
    expect(explainN8nAnswer(answer(301), false)).toMatch(/do not follow redirects/)
    expect(explainN8nAnswer(answer(500, 'Error in workflow'), false)).toMatch(/executions in n8n/)
    expect(explainN8nAnswer(answer(503), false)).toMatch(/HTTP 503/)
    expect(explainN8nAnswer(answer(429), false)).toMatch(/limiting requests/)
    expect(explainN8nAnswer(answer(410), false)).toMatch(/stops the retries/)
    expect(explainN8nAnswer(answer(418), false)).toBe('n8n refused the delivery (HTTP 418).')
    expect(explainN8nAnswer(answer(null, null, 'timed out after 15000 ms'), false)).toMatch(/Respond: Immediately.*runs twice/)
    expect(explainN8nAnswer(answer(null, null, 'connect ECONNREFUSED 127.0.0.1:5678'), false)).toMatch(/connection refused/)
    expect(explainN8nAnswer(answer(null, null, 'getaddrinfo ENOTFOUND n8n.invalid'), false)).toMatch(/does not resolve/)
    expect(explainN8nAnswer(answer(null, null, 'unable to verify the first certificate'), false)).toMatch(/certificate/)
    expect(explainN8nAnswer(answer(null, null, 'something odd'), false)).toBe('No answer from n8n: something odd.')
  })
})
