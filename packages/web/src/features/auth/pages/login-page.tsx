import { useId } from 'react';
import { ComingSoonNote } from '../../../components/ui/coming-soon';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { AuthCard } from '../components/auth-card';

/** /loginsignup: social sign-in or phone + one-time code, behind the 18+ / terms switch. */
export function LoginPage() {
  const id = useId();
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to join battles, open packs and claim rewards."
      footer="You must be 18 or older to play. Play responsibly."
    >
      <Notice tone="soon" title="Sign-in opens soon" className="mb-5">
        Until then you can browse battles, packs and races.
      </Notice>

      <fieldset disabled aria-describedby={`${id}-soon`} className="flex flex-col gap-5">
        <legend className="sr-only">Sign in</legend>
        <Button variant="outline" size="lg" className="w-full">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
            <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
          </svg>
          Sign in with Google
        </Button>

        <div className="flex items-center gap-3 text-xs text-fg-subtle">
          <span className="h-px flex-1 bg-line" />
          or use your phone
          <span className="h-px flex-1 bg-line" />
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-phone`}>Phone number</Label>
          <div className="flex gap-2">
            <Label htmlFor={`${id}-country`} className="sr-only">
              Country
            </Label>
            <div className="w-28 shrink-0">
              <Select id={`${id}-country`} defaultValue="IN">
                <option value="IN">IN +91</option>
              </Select>
            </div>
            <Input id={`${id}-phone`} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="98765 43210" />
          </div>
        </div>

        <Button size="lg" className="w-full">
          Send OTP
        </Button>

        <label className="flex cursor-not-allowed items-start gap-3 rounded-xl border border-line bg-ink-950/40 p-3 text-left">
          <span className="relative mt-0.5 inline-flex h-6 w-10 shrink-0 items-center rounded-full bg-ink-600">
            <input type="checkbox" role="switch" className="peer sr-only" />
            <span className="ml-1 size-4 rounded-full bg-fg-subtle transition-transform peer-checked:translate-x-4" />
          </span>
          <span className="text-xs leading-5 text-fg-muted">
            By accessing the site, I attest that I am at least 18 years old and agree to the Terms of Service.
          </span>
        </label>
      </fieldset>
      <ComingSoonNote id={`${id}-soon`} className="mt-4 w-full justify-center">
        Phone and social sign-in switch on soon.
      </ComingSoonNote>
    </AuthCard>
  );
}
