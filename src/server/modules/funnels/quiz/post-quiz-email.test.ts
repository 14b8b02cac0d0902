import { describe, expect, it } from 'vitest'
import { quizPayload } from '@/server/test/quiz-fixtures'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
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
    const email = renderPostQuizEmail(variables, {
      productName: 'AgentWorks',
      reportUrl: 'http://localhost:3000/r?a=1&b=2',
      bookingUrl: 'https://calendly.com/agentworks/strategy-session',
    })
    expect(email.subject).toBe('Your Growth Map is Ready! | AgentWorks')
    expect(email.text).toContain('Estimated monthly savings: $260')
    expect(email.text).toContain('- 18x annual return on investment')
    expect(email.html).toContain('&lt;script&gt;')
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('Fitness &amp; Wellness')
    expect(email.html).toContain('a=1&amp;b=2')
  })

  it('is the product layout with a button for the roadmap and for the strategy session', () => {
    const variables = getPostQuizVariables(quizPayload({ contact_name: 'Dana <b>"Lift"</b>' }))
    const bookingUrl = 'https://calendly.com/agentworks/strategy-session'
    const email = renderPostQuizEmail(variables, { productName: 'AgentWorks', reportUrl: 'http://localhost:3000/r?a=1&b=2', bookingUrl })
    expect(email.text).toContain('Next, book your strategy session and we will walk you through the plan.')
    expectBrandedEmail(email, {
      productName: 'AgentWorks',
      buttons: [
        { href: 'http://localhost:3000/r?a=1&b=2', label: 'Download your personalized automation roadmap' },
        { href: bookingUrl, label: 'Book your strategy session' },
      ],
      userText: ['Dana <b>"Lift"</b>'],
    })
  })
})
