// Every contacts query sits under `all`, so whatever changes a person's timeline can refresh the list and the open
// contact together.
export const contactKeys = {
  all: ['contacts'] as const,
  list: (search: string) => [...contactKeys.all, 'list', search] as const,
  detail: (contactId: string) => [...contactKeys.all, 'detail', contactId] as const,
  byAddress: (address: string) => [...contactKeys.all, 'by-address', address] as const,
}
