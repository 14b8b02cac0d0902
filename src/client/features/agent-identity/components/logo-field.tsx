import { useId, useState } from 'react'
import { LOGO_MAX_BYTES, logoUploadSchema } from '@/shared/schemas/company-logo'
import { Button } from '@/client/components/ui/button'
import { FieldError } from '@/client/components/ui/field'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useSetLogo } from '../api/agent-logo'

/** The file's bytes as base64, without the data: prefix FileReader puts before them. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('This file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The logo at the top of each e-mail (docs/decisions/123-the-business-brand-in-e-mail.md): saved as soon as the owner
 * picks a file, checked here by the same rules as on the server (type by its first bytes, size, no SVG).
 */
export function LogoField({ logoPath, senderName, canChange }: { logoPath: string | null; senderName: string; canChange: boolean }) {
  const id = useId()
  const [error, setError] = useState<string | undefined>()
  const setLogo = useSetLogo()

  async function upload(file: File) {
    setError(undefined)
    if (file.size > LOGO_MAX_BYTES) return setError('Keep the logo under 256 KB')
    const parsed = logoUploadSchema.safeParse({ contentType: file.type, data: await readAsBase64(file).catch(() => '') })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Use a PNG, JPEG or WebP image')
    setLogo.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Logo saved', description: 'It shows at the top of your agents’ next e-mails.' }),
      onError: (failure) => setError(getErrorMessage(failure, 'The logo was not saved. Please try again.')),
    })
  }

  function remove() {
    setError(undefined)
    setLogo.mutate(null, {
      onSuccess: () => toast({ title: 'Logo removed', description: `Your e-mails show “${senderName}” at the top again.` }),
      onError: (failure) => setError(getErrorMessage(failure, 'The logo was not removed. Please try again.')),
    })
  }

  return (
    <div className="grid gap-2">
      {canChange ? <Label htmlFor={id}>Logo</Label> : <p className="text-sm font-medium">Logo</p>}
      <div className="flex flex-wrap items-center gap-3">
        {logoPath ? (
          <img src={logoPath} alt="Your logo" className="h-12 max-w-48 rounded border bg-white object-contain p-1" />
        ) : (
          <p className="text-sm text-muted-foreground">No logo: e-mails show “{senderName}” at the top.</p>
        )}
        {canChange && logoPath ? (
          <Button type="button" variant="outline" size="sm" onClick={remove} disabled={setLogo.isPending}>
            Remove logo
          </Button>
        ) : null}
      </div>
      {canChange ? (
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={setLogo.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      ) : null}
      <p id={`${id}-description`} className="text-xs text-muted-foreground">
        A PNG, JPEG or WebP image up to 256 KB, shown 48 pixels high. It is saved as soon as you pick it.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
