import { describe, expect, it } from 'vitest'
import { checkText } from './draft-check'
import { heldTo } from './draft-test-facts'
import { unnamedParty } from './draft-rules'

// A name after "work with", "helped", "clients like" must be one the facts hold
// (docs/decisions/119-drafts-the-business-can-stand-behind.md), compared without the punctuation that ends its sentence.

const application = heldTo('harper', {
  type: 'application.received',
  data: {
    candidate_id: 'CA-9',
    name: 'Priya Shah',
    email: 'priya@example.org',
    role: 'Data analyst',
    years_experience: 6,
    skills: ['SQL', 'Tableau', 'Python'],
    required_skills: ['SQL'],
  },
})
const text = (body: string) => checkText({ subject: 'Your application', body }, application)

describe('names a draft mentions', () => {
  it('passes a skill of the application, at the end of a sentence too', () => {
    expect(text('Hi Priya Shah, thank you for applying. We enjoyed reading about your work with SQL and Tableau.')).toEqual({ ok: true })
    expect(text('Hi Priya Shah, we enjoyed reading about your work with SQL and Tableau. We will be in touch soon.')).toEqual({
      ok: true,
    })
    expect(text('Hi Priya Shah, we enjoyed reading about your work with Python, SQL, and Tableau!')).toEqual({ ok: true })
  })

  it('still refuses a name the facts do not hold, with or without its full stop', () => {
    expect(text('Hi Priya Shah, we enjoyed reading about your work with SQL and Looker.')).toEqual({
      ok: false,
      reason: 'It named a customer or partner your business did not name ("Looker")',
    })
    expect(text('Hi Priya Shah, our team has worked with Google and Siemens. We will be in touch.')).toMatchObject({
      reason: expect.stringContaining('("Google")'),
    })
    expect(unnamedParty('We have helped Acme Inc. and Google.', 'acme inc.')).toBe('Google')
    expect(unnamedParty('We are trusted by Tableau, Siemens.', 'skills: tableau')).toBe('Siemens')
  })
})
