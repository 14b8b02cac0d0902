import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'

// The panel every dialog of the product uses (docs/decisions/110-dialogs.md): a dimmed page, a centred card that
// scrolls inside itself on a short screen, the title and description styles, and the footer's button row.

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export const DIALOG_TITLE_CLASS = 'text-lg font-semibold [overflow-wrap:anywhere]'
export const DIALOG_DESCRIPTION_CLASS = 'text-sm break-words text-muted-foreground'
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-50 bg-black/50'
export const DIALOG_PANEL_CLASS =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg'

/** The panel in a portal over a dimmed page; `className` widens it (`max-w-2xl`) or changes its padding. */
export function DialogContent({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
      <DialogPrimitive.Content className={cn(DIALOG_PANEL_CLASS, className)} {...props} />
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(DIALOG_TITLE_CLASS, className)} {...props} />
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(DIALOG_DESCRIPTION_CLASS, className)} {...props} />
}

/** The actions: stacked with the main one on top on a phone, in a row at the right from 640 px. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
}
