import { diffWords, type DiffPart } from '@/client/lib/word-diff'

/**
 * The words that differ between the template and the draft: removed words struck through, added ones highlighted,
 * each also named in words for a screen reader ("removed", "added") since colour and strike-through are not read out.
 */
export function DiffText({ before, after }: { before: string; after: string }) {
  return <span className="[overflow-wrap:anywhere] whitespace-pre-wrap">{diffWords(before, after).map(renderPart)}</span>
}

function renderPart(part: DiffPart, index: number) {
  if (part.kind === 'same') return <span key={index}>{part.text}</span>
  if (part.kind === 'removed') {
    return (
      <del key={index} className="rounded-sm bg-danger/10 text-danger line-through decoration-2">
        <span className="sr-only">removed: </span>
        {part.text}
      </del>
    )
  }
  return (
    <ins key={index} className="rounded-sm bg-success-muted text-foreground underline decoration-success decoration-2 underline-offset-2">
      <span className="sr-only">added: </span>
      {part.text}
    </ins>
  )
}

/** The draft beside the template it replaces, as one text with the changes marked. */
export function TemplateDiff({
  template,
  draft,
}: {
  template: { subject: string; text: string }
  draft: { subject: string; text: string }
}) {
  const unchanged = template.subject === draft.subject && template.text === draft.text
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">
        {unchanged
          ? 'The draft says exactly what the template says.'
          : 'Struck words are the template’s; highlighted words are the draft’s.'}
      </p>
      <p className="font-medium">
        <span className="sr-only">Subject: </span>
        <DiffText before={template.subject} after={draft.subject} />
      </p>
      <p>
        <DiffText before={template.text} after={draft.text} />
      </p>
    </div>
  )
}
