import type { ContactAgent } from '@/shared/schemas/contacts'

/**
 * The agents that wrote to a person: each one's initial on its colour, then its name, always written out. Plain text
 * rather than a list, as it also sits inside a list row's link; a screen reader hears the names with commas.
 */
export function ContactAgents({ agents }: { agents: ContactAgent[] }) {
  if (agents.length === 0) return <span>No agent yet</span>
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {agents.map((agent, index) => (
        <span key={agent.id} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="flex size-5 shrink-0 items-center justify-center rounded-full text-[0.625rem] font-semibold text-white"
            style={{ backgroundColor: agent.avatar_color }}
          >
            {agent.name.slice(0, 1)}
          </span>
          {agent.name}
          {index < agents.length - 1 ? <span className="sr-only">,</span> : null}
        </span>
      ))}
    </span>
  )
}
