import { useUrlFilters } from '@/client/hooks/use-url-filters'
import { ContactSearch } from './contact-search'
import { ContactsList } from './contacts-list'

/**
 * /contacts (docs/decisions/128-conversations.md): everyone the company's agents wrote to or heard from, most recently
 * seen first; the search lives in the URL, so a filtered list survives a reload and can be shared.
 */
export function ContactsPage() {
  const { params, update } = useUrlFilters()
  const search = params.get('search') ?? ''
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <h1 className="text-title font-semibold">Contacts</h1>
        <p className="mt-1 text-muted-foreground">The people your agents write to and hear from, most recently seen first.</p>
      </div>
      <ContactSearch value={search} onSearch={(value) => update({ search: value })} />
      <ContactsList search={search} />
    </div>
  )
}
