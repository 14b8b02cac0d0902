/** One option drawn as a bordered, clickable card around its native radio or checkbox; the checked one is highlighted. */
export const OPTION_CARD_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border bg-background p-2.5 text-sm leading-snug font-normal transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-secondary sm:gap-3 sm:p-3'
