import type { ApprovalItem } from '@/shared/schemas/approvals'

/** The agent that wrote the draft: its initial on its colour, then its name. The name is always written out. */
export function DraftAgent({ agent }: { agent: ApprovalItem['agent'] }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
        style={{ backgroundColor: agent.avatar_color }}
      >
        {agent.name.slice(0, 1)}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium">{agent.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{agent.display_name}</span>
      </span>
    </span>
  )
}
