import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { Field, Input } from '../../../components/ui/input';
import { useMe } from '../api';
import { AuthCard } from '../components/auth-card';

function readStored(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** /signup ("Login Here"): a new user picks an avatar and a username; saving credits the bonus. */
export function SignupPage() {
  const id = useId();
  const { data: me } = useMe();
  // Spec: phone and email are prefilled from the browser's stored `number` and `email`.
  const [stored] = useState(() => ({ phone: readStored('number'), email: readStored('email') }));

  return (
    <AuthCard title="Login Here" description="Finish your profile to get started. New players receive a $1,000.00 welcome balance.">
      <div className="flex flex-col items-center gap-2">
        <Avatar src={me?.avatarThumbUrl} name={me?.userName} size="xl" />
        <span className="text-xs text-fg-subtle">Avatar upload opens with sign-up</span>
      </div>
      <fieldset disabled className="mt-6 flex flex-col gap-4">
        <legend className="sr-only">Your profile</legend>
        <Field label="Username" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} autoComplete="username" placeholder="Enter Username" />
        </Field>
        <Field label="Phone" htmlFor={`${id}-phone`}>
          <Input id={`${id}-phone`} type="tel" autoComplete="tel" placeholder="Enter Phone" defaultValue={stored.phone} />
        </Field>
        <Field label="Referral Code" htmlFor={`${id}-email`}>
          <Input id={`${id}-email`} type="email" autoComplete="email" placeholder="Enter Email" defaultValue={stored.email} />
        </Field>
      </fieldset>
      <ComingSoonButton hintId={`${id}-soon`} hint="Sign-up opens soon" size="lg" align="stretch" className="mt-6">
        Sign Up
      </ComingSoonButton>
    </AuthCard>
  );
}
