import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'
import { DIALOG_DESCRIPTION_CLASS, DIALOG_OVERLAY_CLASS, DIALOG_PANEL_CLASS, DIALOG_TITLE_CLASS } from './dialog'

// A confirmation of something that cannot be undone: the same panel as every dialog (./dialog.tsx), which Escape and
// Cancel close but a click beside it does not.

export const AlertDialog = AlertDialogPrimitive.Root
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger
export const AlertDialogCancel = AlertDialogPrimitive.Cancel
export const AlertDialogAction = AlertDialogPrimitive.Action

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
      <AlertDialogPrimitive.Content className={cn(DIALOG_PANEL_CLASS, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  )
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn(DIALOG_TITLE_CLASS, className)} {...props} />
}

export function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn(DIALOG_DESCRIPTION_CLASS, className)} {...props} />
}
