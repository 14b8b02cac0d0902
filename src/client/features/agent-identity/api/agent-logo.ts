import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AgentIdentitySettings } from '@/shared/schemas/agent-identity'
import type { LogoUpload } from '@/shared/schemas/company-logo'
import { apiRequest } from '@/client/lib/api-client'
import { agentIdentityQueryOptions } from './agent-identity'

/** Uploads the owner's logo (or removes it, with null); the answer is the settings with the logo's new address. */
export function useSetLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (upload: LogoUpload | null) =>
      upload
        ? apiRequest<AgentIdentitySettings>('POST', '/api/company/agent-identity/logo', upload)
        : apiRequest<AgentIdentitySettings>('DELETE', '/api/company/agent-identity/logo'),
    onSuccess: (saved) => queryClient.setQueryData(agentIdentityQueryOptions().queryKey, saved),
  })
}
