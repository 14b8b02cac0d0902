import { describe, expect, it } from 'vitest'
import { ADVERSARIAL_KINDS } from '../case'
import { GATES } from '../config'
import { gradeWithoutJudge } from '../graders'
import { prepareCase } from '../prepare'
import { sampleScore } from '../score'
import { BAD_ANSWERS } from '../test-support/scripted'
import { ALL_CASES } from '.'

// The cases hold what the requirement asks of them (docs/ai-eval.md#cases), and their references are what the graders
// call good: a reference that failed a grader would be a case that no writer can pass, or a grader that is wrong.

const AGENTS = ['max', 'sam', 'harper', 'finn', 'riley'] as const
const prepared = ALL_CASES.map((item) => prepareCase(item))

describe('the cases', () => {
  it.each(AGENTS)('give %s at least 30 cases, 10 of them adversarial', (agent) => {
    const mine = ALL_CASES.filter((item) => item.agent === agent)
    expect(mine.length).toBeGreaterThanOrEqual(30)
    expect(mine.filter((item) => item.adversarial.length > 0).length).toBeGreaterThanOrEqual(10)
  })

  it('cover every kind of adversarial input for every agent', () => {
    for (const kind of ADVERSARIAL_KINDS) {
      const agents = new Set(ALL_CASES.filter((item) => item.adversarial.includes(kind)).map((item) => item.agent))
      expect([...agents].sort(), kind).toEqual([...AGENTS].sort())
    }
  })

  it('have ids of their own, a playbook e-mail, company knowledge and a reference', () => {
    expect(new Set(ALL_CASES.map((item) => item.id)).size).toBe(ALL_CASES.length)
    for (const { case: item, template, knowledge } of prepared) {
      expect(template.text, item.id).not.toBe('')
      expect(knowledge.length, item.id).toBeGreaterThan(3)
      expect(item.reference.body.length, item.id).toBeGreaterThan(40)
    }
  })
})

describe('each reference', () => {
  it('passes every gate and scores in full without a judge', () => {
    const failures = prepared.flatMap((case_) => {
      const grades = gradeWithoutJudge({ prepared: case_, email: case_.case.reference })
      const failed = [...GATES, 'decision', 'answers', 'length'].filter((name) => !grades[name as 'form']!.pass)
      return failed.length || sampleScore(grades) < 100 ? [`${case_.case.id}: ${failed.join(', ')}`] : []
    })
    expect(failures).toEqual([])
  })

  it('scores higher than a copy of the template on the whole, and never lower on one case', () => {
    let references = 0
    let copies = 0
    for (const case_ of prepared) {
      const reference = sampleScore(gradeWithoutJudge({ prepared: case_, email: case_.case.reference }))
      const copy = sampleScore(
        gradeWithoutJudge({ prepared: case_, email: { subject: case_.template.subject, body: case_.template.text } }),
      )
      expect(copy, case_.case.id).toBeLessThanOrEqual(reference)
      references += reference
      copies += copy
    }
    expect(copies / prepared.length).toBeLessThan(references / prepared.length - 30)
  })
})

describe('every case', () => {
  // Spanish is close enough to Portuguese for franc that a Spanish e-mail passes a Portuguese case (docs/ai-eval.md#language).
  const closeToSpanish = new Set(['pt', 'pt-BR'])

  it.each(Object.keys(BAD_ANSWERS))('scores 0 for %s, where the graders can tell', (kind) => {
    const passed = prepared
      .filter((case_) => !(kind === 'wrong language' && closeToSpanish.has(case_.language ?? '')))
      .filter((case_) => sampleScore(gradeWithoutJudge({ prepared: case_, email: BAD_ANSWERS[kind]!(case_) })) > 0)
    expect(passed.map((case_) => case_.case.id)).toEqual([])
  })
})
