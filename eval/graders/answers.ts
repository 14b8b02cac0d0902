import { isCustomerWords, type DraftFact } from '@/shared/ai/facts'
import { fromParts, type GraderResult } from '@/shared/ai/graders/types'
import { wordsOf } from '@/shared/ai/graders/text'
import type { GradeInput } from './types'

// Whether the e-mail answers this person (docs/ai-eval.md#answers): it takes up something of theirs that the template
// does not say — a word of their message, their question, their company — and says what the case lists as a point a
// good answer makes (an apology, that the team follows up). A template copy fails it wherever the person said
// something, which is why copying the template scores below a good answer. A word is matched by its first 5 letters,
// so "enquiries" finds "enquiry"; a paraphrase in other words is the judge's to see.

const STEM = 5
const COMMON = new Set(
  [
    'about above after again being below could would should their there these those thing things think which while where',
    'other every still since thanks thank please hello really right great first today always never maybe because before',
    'just looking want wanted need needs something anything your yours ours with from have been will what when also more',
    'bitte danke vielen nicht einen einem einer eines unsere unser haben werden wurde möchte möchten können könnte schon',
    'immer einmal erst sehr gerne merci bonjour votre vous nous avons sommes notre cette comme aussi faire peut pouvez',
    'voulons gracias nuestro nuestra nuestros estamos tenemos queremos podemos pueden usted ustedes quiero grazie vorrei',
    'obrigado obrigada podemos gostaria bedankt graag willen kunnen',
  ]
    .join(' ')
    .split(' '),
)

const stemsOf = (text: string) =>
  new Set(
    wordsOf(text)
      .map((word) => word.toLowerCase())
      .filter((word) => word.length >= STEM && !COMMON.has(word) && !/\d/.test(word))
      .map((word) => word.slice(0, STEM)),
  )

// A form's answers are "budget: 4000; timeline: this_month; message: …": only the answers written in sentences count.
const freeText = (fact: DraftFact) =>
  fact.label === 'fields'
    ? fact.value
        .split(/;\s*/)
        .map((answer) => answer.replace(/^[^:]+:\s*/, ''))
        .filter((answer) => /\s/.test(answer.trim()))
        .join('\n')
    : fact.value

/** What the person said or is that the template does not: the stems a personal answer may take up. */
export function detailsOf({ prepared }: Pick<GradeInput, 'prepared'>): Set<string> {
  if (!prepared.case.personal) return new Set()
  const theirs = [
    ...prepared.facts.filter((fact) => isCustomerWords(fact) || fact.label === 'company').map(freeText),
    ...(prepared.case.thread ?? []).filter((line) => line.from === 'them').map((line) => line.text),
  ].join('\n')
  const template = stemsOf(`${prepared.template.subject}\n${prepared.template.text}`)
  return new Set([...stemsOf(theirs)].filter((stem) => !template.has(stem)))
}

export function gradeAnswers({ prepared, email }: GradeInput): GraderResult {
  const text = `${email.subject}\n${email.body}`
  const details = detailsOf({ prepared })
  const said = stemsOf(text)
  const tookUp = [...details].some((stem) => said.has(stem))
  return fromParts([
    ...(details.size ? [{ ok: tookUp, note: 'takes up nothing the person said' }] : []),
    ...prepared.case.points.map((point) => ({ ok: point.pattern.test(text), note: `does not ${point.what}` })),
  ])
}
