import { describe, expect, it } from 'vitest'
import { quizPayload } from '@/server/test/quiz-fixtures'
import { getPostQuizVariables, renderPostQuizEmail } from './post-quiz-email'

describe('post-quiz-instant template', () => {
  it('computes the variables of docs/product.md#quiz-email from the stored answers', () => {
    expect(getPostQuizVariables(quizPayload())).toEqual({
      name: 'Dana Lift',
      industry: 'gym',
      roiEstimate: 260,
      recommendedWorkflows: ['Save 4 hours every week', '$260 in monthly savings', '18x annual return on investment'],
    })
    expect(getPostQuizVariables(quizPayload({ industry: '' })).recommendedWorkflows).toEqual([])
  })

  it('renders text and HTML, escaping what the visitor typed', () => {
    const variables = getPostQuizVariables(quizPayload({ contact_name: '<script>alert(1)</script>' }))
    const email = renderPostQuizEmail(variables, { productName: 'AgentWorks', reportUrl: 'http://localhost:3000/r?a=1&b=2' })
    expect(email.subject).toBe('Your Growth Map is Ready! | AgentWorks')
    expect(email.text).toContain('Estimated monthly savings: $260')
    expect(email.text).toContain('- 18x annual return on investment')
    expect(email.html).toContain('&lt;script&gt;')
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('Fitness &amp; Wellness')
    expect(email.html).toContain('a=1&amp;b=2')
  })
})
