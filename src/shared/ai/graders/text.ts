// How the graders read an e-mail's text (docs/ai-eval.md#graders): as one text, as sentences, as words.

/** The subject and body as one text, as the runtime's checks read them. */
export const wholeText = ({ subject, body }: { subject: string; body: string }) => `${subject}\n${body}`

/** The sentences of a text: split after . ! ? : ; and at line breaks, each trimmed. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** The words of a text: runs of letters, digits, apostrophes and hyphens. */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
