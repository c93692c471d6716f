import { useId } from 'react';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { Field, Input } from '../../../components/ui/input';
import { AuthCard } from '../../auth/components/auth-card';

/** /admin and /adminlogin: staff sign-in with email and password. */
export function AdminLoginPage() {
  const id = useId();
  return (
    <AuthCard title="Admin Login" description="For LootForge staff. Player accounts sign in from the Login page.">
      <fieldset disabled className="flex flex-col gap-4">
        <legend className="sr-only">Admin credentials</legend>
        <Field label="Email" htmlFor={`${id}-email`}>
          <Input id={`${id}-email`} type="email" autoComplete="username" placeholder="admin@example.com" />
        </Field>
        <Field label="Password" htmlFor={`${id}-password`}>
          <Input id={`${id}-password`} type="password" autoComplete="current-password" placeholder="••••••••" />
        </Field>
      </fieldset>
      <ComingSoonButton hintId={`${id}-soon`} hint="Admin sign-in opens soon" variant="secondary" size="lg" align="stretch" className="mt-6">
        Login
      </ComingSoonButton>
    </AuthCard>
  );
}
