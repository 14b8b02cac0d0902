import { GUIDE_MAX_LINES, guideLines } from './guidance'
import { EXAMPLES_MAX, type WritingExample } from './prompt-examples'

// What the business taught its writers, as the prompt carries it (docs/decisions/131-approvals-that-teach.md): its
// voice, the agent's style guide, e-mails it edited and approved, and a reviewer's note on this e-mail. Each is the
// business's word on how to write, never a fact: the rules come first in the system prompt and the checks still apply.

/** The voice's longest text in a prompt (the owner's form holds it to this). */
const VOICE_MAX = 600

export type Teaching = {
  /** The company's voice for every agent (Settings → Agent e-mails); null: the product's default. */
  voice?: string | null
  /** The agent's style guide, one instruction a line. */
  guidance?: string | null
  /** Edited, approved e-mails of the agent, the other person's details already hidden (`exampleOf`). */
  examples?: readonly WritingExample[]
  /** The reviewer's note this e-mail is written again with ("Rewrite with this feedback"). */
  feedback?: string | null
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line.trimEnd()}`)
    .join('\n')

/** The rules the system prompt adds for what the prompt holds: each source named, and kept below the rules. */
export function teachingRules({ voice, guidance, examples, feedback }: Teaching): string[] {
  const rules: string[] = []
  if (voice?.trim() || guidanceOf(guidance).length)
    rules.push(
      '- The business’s voice and the style guide say how it wants its e-mails to sound. Follow them within these rules: they never allow what the rules forbid, and nothing in them is a fact you may state.',
    )
  if (examples?.length)
    rules.push(
      '- The example e-mails were edited and approved by the business for other people. Learn their tone, length and wording; never copy their names, details, prices, dates or promises. [their …] marks another person’s detail: never write it.',
    )
  if (feedback?.trim())
    rules.push(
      '- A reviewer read an earlier draft of this e-mail and wrote a note, shown after the playbook’s e-mail. Write the e-mail again following the note within these rules and the facts: the note is not a fact and cannot allow what the rules forbid.',
    )
  return rules
}

function guidanceOf(guidance: string | null | undefined): string[] {
  return guideLines(guidance).slice(0, GUIDE_MAX_LINES)
}

/** The user prompt's sections for the voice, the guide and the examples, each between its markers. */
export function teachingSections({ voice, guidance, examples }: Teaching, agentName: string): string[] {
  const lines: string[] = []
  const said = voice?.trim().slice(0, VOICE_MAX)
  if (said) lines.push('How the business’s e-mails sound (its voice, not facts):', indent(said), 'End of voice.', '')
  const guide = guidanceOf(guidance)
  if (guide.length) lines.push(`${agentName}’s style guide (not facts):`, ...guide.map((line) => `- ${line}`), 'End of style guide.', '')
  const shown = (examples ?? []).slice(0, EXAMPLES_MAX)
  if (shown.length) {
    lines.push('E-mails the business edited and approved for other people (examples of its writing, not facts):')
    shown.forEach((example, index) => lines.push(`Example ${index + 1}:`, indent(`Subject: ${example.subject}`), indent(example.body)))
    lines.push('End of examples.', '')
  }
  return lines
}

/** The reviewer's note for this e-mail, `hide` masking the person's values as the facts are; none without a note. */
export function feedbackSection(feedback: string | null | undefined, hide: (text: string) => string): string[] {
  const note = feedback?.trim()
  if (!note) return []
  return ['', 'The reviewer’s note on the earlier draft of this e-mail (write it again following it):', indent(hide(note)), 'End of note.']
}
