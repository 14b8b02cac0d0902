import { getToolsForIndustry, isOtherToolEntry, OTHER_TOOL, OTHER_TOOL_PREFIX } from '@/shared/options/quiz-tools'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { CheckList, toggleItem } from './check-list'
import type { StepProps } from './step-props'

/**
 * Step current-tools: the industry's catalogue, 'Other: specify' last; ticking it opens a text field.
 * The typed name is kept as one entry 'Other: {name}' (docs/decisions/031).
 */
export function ToolsStep({ answers, onChange }: StepProps) {
  const tools = getToolsForIndustry(answers.industry)
  const otherEntry = answers.current_tools.find(isOtherToolEntry)
  const selected = otherEntry ? [...answers.current_tools, OTHER_TOOL] : answers.current_tools
  const named = answers.current_tools.filter((tool) => !isOtherToolEntry(tool))

  const onToggle = (tool: string, checked: boolean) => {
    if (tool === OTHER_TOOL) onChange({ current_tools: checked ? [...named, OTHER_TOOL] : named })
    else onChange({ current_tools: toggleItem(answers.current_tools, tool, checked) })
  }
  const otherText = otherEntry && otherEntry !== OTHER_TOOL ? otherEntry.slice(OTHER_TOOL_PREFIX.length) : ''

  return (
    <div className="grid gap-5">
      <CheckList
        legend="Which tools does your team use today?"
        options={tools}
        selected={selected}
        onToggle={onToggle}
        className="grid-cols-2 lg:grid-cols-3"
      />
      {otherEntry ? (
        <Field label="Other tools">
          <Input
            value={otherText}
            maxLength={100}
            placeholder="Name the other tools you use"
            onChange={(event) =>
              onChange({ current_tools: [...named, event.target.value ? `${OTHER_TOOL_PREFIX}${event.target.value}` : OTHER_TOOL] })
            }
          />
        </Field>
      ) : null}
    </div>
  )
}
