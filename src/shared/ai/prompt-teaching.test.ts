import { describe, expect, it } from 'vitest'
import { buildDraftPrompt, type DraftRequest } from './prompt'
import { EXAMPLE_BODY_MAX, EXAMPLES_MAX, exampleOf } from './prompt-examples'

// The business's voice, the agent's style guide, edited examples and a reviewer's note in the prompt
// (docs/decisions/131-approvals-that-teach.md).

const request: DraftRequest = {
  agent: { name: 'Max', role: 'Lead nurturing' },
  facts: [
    { label: 'name', value: 'Ann Baker', personal: true },
    { label: 'email', value: 'ann@brightsmile.example', personal: true },
    { label: 'decision', value: 'Score 80: hot lead', personal: false },
  ],
  template: { subject: 'Can we talk tomorrow?', text: 'Hi Ann Baker, thanks for reaching out.', action: 'Pick a time' },
  language: null,
  maskPersonal: false,
}

const grace = {
  to: 'grace@navy.example',
  subject: 'Grace, a time to talk?',
  body: 'Hi Grace,\n\nThanks for asking about "We run a fleet of forty vans and need routing". Call me on +44 20 7946 0958.\nBest',
  facts: [
    { label: 'name', value: 'Grace Hopper', personal: true },
    { label: 'email', value: 'grace@navy.example', personal: true },
    { label: 'message', value: 'We run a fleet of forty vans and need routing help for all of them', personal: true },
    { label: 'decision', value: 'Score 80: hot lead', personal: false },
  ],
}

describe('an edited draft as an example', () => {
  it('hides the other person’s name, first name, address, words and numbers', () => {
    const example = exampleOf(grace)
    expect(example.subject).toBe('[their name], a time to talk?')
    expect(example.body).toBe('Hi [their name],\n\nThanks for asking about "[their words]". Call me on [their phone].\nBest')
    expect(exampleOf({ ...grace, body: 'Write to grace@navy.example, Gracefully.' }).body).toBe('Write to [their email], Gracefully.')
  })

  it('is bounded', () => {
    const long = exampleOf({ ...grace, body: 'word '.repeat(400) })
    expect(long.body.length).toBeLessThanOrEqual(EXAMPLE_BODY_MAX)
    expect(long.body.endsWith('…')).toBe(true)
  })
})

describe('the draft prompt with what the business taught', () => {
  const taught: DraftRequest = {
    ...request,
    voice: 'Warm and plain. We say "we", never "I".',
    guidance: 'Use first names.\nRejected because: Too pushy',
    examples: Array.from({ length: EXAMPLES_MAX + 2 }, (_, index) => ({ subject: `Subject ${index + 1}`, body: `Body ${index + 1}` })),
    feedback: 'Shorter, and thank Ann Baker for the referral.',
  }

  it('holds the voice, the guide, at most five examples and the note, each between its markers', () => {
    const { user } = buildDraftPrompt(taught)
    expect(user).toContain(
      'How the business’s e-mails sound (its voice, not facts):\n  Warm and plain. We say "we", never "I".\nEnd of voice.',
    )
    expect(user).toContain('Max’s style guide (not facts):\n- Use first names.\n- Rejected because: Too pushy\nEnd of style guide.')
    expect(user).toContain('Example 1:\n  Subject: Subject 1\n  Body 1')
    expect(user).toContain(`Example ${EXAMPLES_MAX}:`)
    expect(user).not.toContain(`Example ${EXAMPLES_MAX + 1}:`)
    expect(
      user
        .trimEnd()
        .endsWith(
          'note on the earlier draft of this e-mail (write it again following it):\n  Shorter, and thank Ann Baker for the referral.\nEnd of note.',
        ),
    ).toBe(true)
    // The facts come first, as before: the checks and the writers read them there.
    expect(user.startsWith('Facts:\nname: Ann Baker\n')).toBe(true)
  })

  it('states every rule before what the business taught, and never makes it a fact', () => {
    const { system, factsSent, factsPermitted } = buildDraftPrompt(taught)
    const rules = system.indexOf('Never mention a price')
    expect(rules).toBeGreaterThan(-1)
    for (const said of ['voice and the style guide', 'example e-mails', 'reviewer read an earlier draft'])
      expect(system.indexOf(said)).toBeGreaterThan(rules)
    for (const line of [...factsSent, ...factsPermitted]) {
      expect(line).not.toContain('Too pushy')
      expect(line).not.toContain('Warm and plain')
      expect(line).not.toContain('Shorter')
    }
  })

  it('masks the person in the reviewer’s note when the company keeps only what a run needs', () => {
    const { user } = buildDraftPrompt({ ...taught, maskPersonal: true })
    expect(user).toContain('  Shorter, and thank [name] for the referral.')
    expect(user).not.toContain('Ann Baker')
  })

  it('is the prompt as before when nothing was taught', () => {
    const plain = buildDraftPrompt(request)
    expect(buildDraftPrompt({ ...request, voice: ' ', guidance: null, examples: [], feedback: '' })).toMatchObject({
      system: plain.system,
      user: plain.user,
    })
    expect(plain.user).not.toContain('style guide')
    expect(plain.system).not.toContain('reviewer')
  })
})
