import { Search } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'

const TYPING_PAUSE_MS = 300

/** Part of an address; the list follows once typing pauses (one request per pause), or at once on Enter. */
export function ContactSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const id = useId()
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  const settle = (text: string, delayMs: number) => {
    clearTimeout(typing.current)
    typing.current = setTimeout(() => onSearch(text.trim()), delayMs)
  }
  return (
    <form
      role="search"
      aria-label="Search contacts"
      className="grid max-w-md gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        settle(new FormData(event.currentTarget).get('search')?.toString() ?? '', 0)
      }}
    >
      <Label htmlFor={id}>Search by address</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          name="search"
          type="search"
          placeholder="name@example.com"
          maxLength={320}
          autoComplete="off"
          defaultValue={value}
          className="pl-9"
          onChange={(event) => settle(event.target.value, TYPING_PAUSE_MS)}
        />
      </div>
    </form>
  )
}
