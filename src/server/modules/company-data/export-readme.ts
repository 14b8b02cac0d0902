import { EXPORT_FILES } from '@/shared/schemas/company-export'
import type { ExportKind } from './export-kinds'

/**
 * README.md of the archive: what each file holds, its fields, and what was left out and why
 * (docs/product.md#company-export). Left-out columns are told by what they are, never by name: the archive holds no
 * trace of a credential, not even its column's name (company-export.test.ts searches every byte for them).
 */
export function renderExportReadme(kinds: ExportKind[], { companyName, createdAt }: { companyName: string; createdAt: Date }): string {
  const lines = [
    `# ${companyName}: data export`,
    '',
    `Everything AgentWorks stores about ${companyName}, as it was on ${createdAt.toISOString()}.`,
    '',
    'Each `.json` file is one JSON array of objects, one object per stored row, in the order given below. Times are',
    'ISO 8601 with their offset; ids are UUIDs unless said otherwise, and a field ending in `_id` names a row of the file',
    'given beside it. Files of a table the company has no rows in hold an empty array.',
    '',
    '## Left out of every file',
    '',
    "- The company id on each row: every row is this company's (company.json has it as `id`).",
    '- Passwords, API keys, invitation links and the webhook secret, and their hashes: credentials, not data, which',
    '  would let whoever holds this archive act as the company or its members.',
    "- Each member's sessions, sign-in addresses and e-mailed sign-in links: they are the person's, not the company's.",
    '- Rate limit counters: how the server paces requests, not data about the company.',
    '',
  ]
  for (const kind of kinds) {
    const title = EXPORT_FILES.find((file) => file.file === kind.file)?.title ?? kind.file
    lines.push(`## ${kind.file}: ${title}`, '', kind.about, '', 'Fields:', '')
    for (const [column, meaning] of Object.entries(kind.columns)) lines.push(`- \`${column}\`: ${meaning}`)
    const reasons = [...new Set(Object.values(kind.leftOut))]
    if (reasons.length) lines.push('', 'Left out:', '', ...reasons.map((reason) => `- ${reason}`))
    lines.push('')
  }
  return lines.join('\n')
}
