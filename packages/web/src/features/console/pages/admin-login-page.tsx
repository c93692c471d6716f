import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { AuthCard } from '../../auth/components/auth-card';
import { readableError } from '../../../lib/readable-error';
import { useAdminMe } from '../requests/get-admin-me';
import { useAdminLogin } from '../requests/admin-login';
import { ApiError } from '../../../lib/api';

/** /admin and /adminlogin: staff sign-in with email and password. */
export function AdminLoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const adminMe = useAdminMe();
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Asked for once the server says this admin has two-factor sign-in on.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const busy = login.isPending || login.isSuccess;

  // Already signed in as an admin: straight to the items.
  if (adminMe.data && !busy) return <Navigate to="/adminitems" replace />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      toast.error('Please enter your e-mail.');
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (!password) {
      toast.error('Please enter your password.');
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    if (needsCode && !/^\d{6}$/.test(code.trim())) {
      toast.error('Enter the 6-digit code from your authenticator app.');
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    login.mutate(
      { email: email.trim(), password, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onSuccess: ({ admin }) => {
          toast.success(`Signed in as ${admin.email}.`);
          void navigate('/adminitems', { replace: true });
        },
        onError: (error) => {
          toast.error(readableError(error));
          if (error instanceof ApiError && error.code === 'totp_required') {
            setNeedsCode(true);
            setTimeout(() => document.getElementById(`${id}-code`)?.focus(), 0);
            return;
          }
          if (needsCode) {
            setCode('');
            document.getElementById(`${id}-code`)?.focus();
            return;
          }
          setPassword('');
          document.getElementById(`${id}-password`)?.focus();
        },
      },
    );
  }

  return (
    <AuthCard
      title="Admin Login"
      description="For LootForge staff. Player accounts sign in from the Login page."
      footer="Admin accounts are created by the operator (npm run admin:create). Every change is logged."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="Email" htmlFor={`${id}-email`}>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="admin@example.com"
            value={email}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" htmlFor={`${id}-password`}>
          <div className="relative">
            <Input
              id={`${id}-password`}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="••••••••"
              value={password}
              disabled={busy}
              onChange={(event) => setPassword(event.target.value)}
              className="pr-16"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              className="absolute inset-y-1.5 right-1.5 rounded-lg px-2.5 text-xs font-semibold text-fg-muted hover:bg-ink-700 hover:text-fg"
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
        </Field>
        {needsCode ? (
          <Field label="Code from your authenticator app" htmlFor={`${id}-code`}>
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              value={code}
              disabled={busy}
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
        ) : null}
        <Button type="submit" variant="secondary" size="lg" className="mt-2 w-full" loading={busy}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
