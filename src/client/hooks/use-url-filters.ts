import { useSearchParams } from 'react-router'

/** New values of some search params; an empty one removes its param. */
export type SearchParamChanges = Record<string, string | undefined>

/**
 * A page's filters kept in the URL's search params, so a filtered view survives a reload and can be shared
 * (docs/decisions/092). Changes replace the history entry: Back leaves the page instead of undoing each filter.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams()
  const update = (changes: SearchParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )
  /** Removes every one of `keys`, leaving the page's other params. */
  const clear = (keys: readonly string[]) => update(Object.fromEntries(keys.map((key) => [key, undefined])))
  return { params, update, clear }
}
