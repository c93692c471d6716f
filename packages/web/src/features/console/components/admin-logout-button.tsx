import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LogoutIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { useAdminLogout } from '../requests/admin-logout';

/** Ends the admin session and goes to /adminlogin (DESIGN §17: the destination after admin logout). */
export function AdminLogoutButton() {
  const navigate = useNavigate();
  const logout = useAdminLogout();

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success('Signed out of the admin area.');
        void navigate('/adminlogin', { replace: true });
      },
      onError: (error) => toast.error(readableError(error)),
    });
  }

  return (
    <Button variant="outline" onClick={signOut} loading={logout.isPending}>
      {logout.isPending ? null : <LogoutIcon className="size-4.5" />}
      Logout
    </Button>
  );
}
