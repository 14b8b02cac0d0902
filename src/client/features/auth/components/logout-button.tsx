import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useLogout } from '../api/logout'

export function LogoutButton() {
  const navigate = useNavigate()
  const logoutMutation = useLogout()
  const onLogout = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been logged out successfully' })
        void navigate(paths.auth.getHref('login'))
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Logout failed', description: getErrorMessage(error, 'Logout failed') }),
    })

  return (
    <Button variant="outline" size="sm" onClick={onLogout} disabled={logoutMutation.isPending}>
      <LogOut aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{logoutMutation.isPending ? 'Logging out...' : 'Logout'}</span>
    </Button>
  )
}
