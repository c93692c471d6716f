import type { ReactNode } from 'react';
import { Field, Input } from '../../../components/ui/input';
import type { ProfileErrors, ProfileField, ProfileValues } from '../profile-form';

/**
 * Username, Phone and the e-mail field ("Email" on /editprofile, "E-mail" on /signup), then
 * `children` (the signup's "Referral code"), all disabled together while saving.
 * Field ids are `${idPrefix}-userName` etc., for focusing the first field with a problem.
 */
export function ProfileFieldset({
  idPrefix,
  values,
  errors,
  onChange,
  emailLabel,
  emailHint,
  disabled = false,
  children,
}: {
  idPrefix: string;
  values: ProfileValues;
  errors: ProfileErrors;
  onChange: (field: ProfileField, value: string) => void;
  emailLabel: string;
  emailHint?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const describe = (field: ProfileField, hasHint: boolean) =>
    errors[field] ? `${idPrefix}-${field}-error` : hasHint ? `${idPrefix}-${field}-hint` : undefined;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="sr-only">Your profile</legend>
      <Field
        label="Username"
        htmlFor={`${idPrefix}-userName`}
        hint="3–20 characters: letters, digits, spaces, _ . or -"
        error={errors.userName}
      >
        <Input
          id={`${idPrefix}-userName`}
          autoComplete="username"
          placeholder="Enter Username"
          value={values.userName}
          maxLength={20}
          aria-invalid={Boolean(errors.userName) || undefined}
          aria-describedby={describe('userName', true)}
          onChange={(event) => onChange('userName', event.target.value)}
        />
      </Field>
      <Field label="Phone" htmlFor={`${idPrefix}-phone`} hint="With the country code, e.g. +91 98123 45678" error={errors.phone}>
        <Input
          id={`${idPrefix}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="Enter Phone"
          value={values.phone}
          aria-invalid={Boolean(errors.phone) || undefined}
          aria-describedby={describe('phone', true)}
          onChange={(event) => onChange('phone', event.target.value)}
        />
      </Field>
      <Field label={emailLabel} htmlFor={`${idPrefix}-email`} hint={emailHint} error={errors.email}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Enter Email"
          value={values.email}
          aria-invalid={Boolean(errors.email) || undefined}
          aria-describedby={describe('email', Boolean(emailHint))}
          onChange={(event) => onChange('email', event.target.value)}
        />
      </Field>
      {children}
    </fieldset>
  );
}
