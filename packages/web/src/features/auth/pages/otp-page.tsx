import { useId, useState } from 'react';
import { ComingSoonButton, ComingSoonNote } from '../../../components/ui/coming-soon';
import { MailIcon } from '../../../components/ui/icons';
import { AuthCard } from '../components/auth-card';
import { OtpInput } from '../components/otp-input';

/** /otp: verify an email address with the 6-digit code sent to it. */
export function OtpPage() {
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <AuthCard title="Verify your email" description="Enter the 6-digit code we sent to your email address.">
      <div className="mb-6 flex justify-center text-cool">
        <MailIcon className="size-8" />
      </div>
      <OtpInput value={code} onChange={setCode} label="Verification code" />
      <ComingSoonButton hintId={`${id}-verify`} hint="Email verification opens soon" size="lg" align="stretch" className="mt-6">
        Verify
      </ComingSoonButton>
      <div className="mt-4 flex flex-col items-center gap-1 text-sm text-fg-muted">
        <span>
          Didn't get it?{' '}
          <button type="button" disabled aria-describedby={`${id}-again`} className="font-semibold text-cool disabled:opacity-50">
            Request again
          </button>
        </span>
        <ComingSoonNote id={`${id}-again`} className="sr-only">
          Re-sending codes opens soon
        </ComingSoonNote>
      </div>
    </AuthCard>
  );
}
