import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InfoIcon, ShieldIcon } from '../../../components/ui/icons';
import { Label } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { displayName } from '../../../lib/display-name';
import { useIsMutating } from '@tanstack/react-query';
import { logoutMutationKey, useMe } from '../../../lib/session';
import { takeReturnTo } from '../return-to';
import { AgeSwitch } from '../components/age-switch';
import { AuthCard } from '../components/auth-card';
import { DEFAULT_COUNTRY, formatPhone, PhoneField, toE164 } from '../components/phone-field';
import { ProviderIcon } from '../components/provider-icon';
import { readableError } from '../../../lib/readable-error';
import { providerStartUrl, useSignInProviders, useSmsCodesLogged, type SignInProvider } from '../requests/get-providers';
import { useSendPhoneCode } from '../requests/send-phone-code';
import { useVerifyPhoneCode } from '../requests/verify-phone-code';
import { formatSeconds, useCountdown, waitSecondsIn } from '../use-countdown';

const EMPTY_PHONE = 'Please enter a phone number.';
const INVALID_PHONE = 'Please enter a valid phone number.';
const EMPTY_OTP = "Please enter the OTP and ensure you've requested it.";

/** /loginsignup: social sign-in or phone + one-time code, behind the 18+ / terms switch. */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [phoneText, setPhoneText] = useState('');
  // The number the last code went to; the code step shows once it is set.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const codesLogged = useSmsCodesLogged();
  const otpRef = useRef<HTMLInputElement>(null);
  const resendWait = useCountdown();
  const secondsLeft = resendWait.secondsLeft;
  const sendCode = useSendPhoneCode();
  const verifyCode = useVerifyPhoneCode();
  const gateHintId = `${id}-gate`;

  useProviderError();

  const signingOut = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  if (me && !signingOut && !verifyCode.isPending && !verifyCode.isSuccess) {
    return <Navigate to={me.profileComplete ? '/' : '/signup'} replace />;
  }

  function requestCode() {
    if (!ageConfirmed || sendCode.isPending) return;
    if (!phoneText.trim()) {
      toast.error(EMPTY_PHONE);
      return;
    }
    const phone = toE164(country, phoneText);
    if (!phone) {
      toast.error(INVALID_PHONE);
      return;
    }
    sendCode.mutate(
      { phone },
      {
        onSuccess: (sent) => {
          toast.success(sent.message);
          setSentTo(sent.phone);
          resendWait.start(sent.resendAfterSeconds);
          setOtp('');
          // Wait a frame for the code box to exist.
          requestAnimationFrame(() => otpRef.current?.focus());
        },
        onError: (error) => {
          const message = readableError(error);
          toast.error(message);
          // A code went out moments ago: show how long until another may be asked for.
          const wait = waitSecondsIn(message);
          if (wait !== null && sentTo) resendWait.start(wait);
        },
      },
    );
  }

  function onSendSubmit(event: FormEvent) {
    event.preventDefault();
    requestCode();
  }

  function onVerifySubmit(event: FormEvent) {
    event.preventDefault();
    if (!ageConfirmed || verifyCode.isPending) return;
    const code = otp.trim();
    if (!sentTo || !code) {
      toast.error(EMPTY_OTP);
      return;
    }
    verifyCode.mutate(
      { phone: sentTo, code },
      {
        onSuccess: ({ user, isNewUser }) => {
          if (isNewUser) {
            toast.success('Phone verified. Finish your profile to claim your $1,000.00 welcome bonus.');
            void navigate('/signup', { replace: true });
          } else {
            toast.success(`Welcome back, ${displayName(user.userName)}!`);
            void navigate(takeReturnTo() ?? '/', { replace: true });
          }
        },
        onError: (error) => {
          toast.error(readableError(error));
          otpRef.current?.select();
        },
      },
    );
  }

  function changeNumber() {
    setSentTo(null);
    resendWait.reset();
    setOtp('');
    sendCode.reset();
  }

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to join battles, open packs and claim rewards."
      footer="You must be 18 or older to play. Play responsibly."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <AgeSwitch checked={ageConfirmed} onChange={setAgeConfirmed} />
          {ageConfirmed ? null : (
            <p id={gateHintId} className="flex items-center gap-1.5 px-1 text-xs text-fg-subtle">
              <InfoIcon className="size-3.5 shrink-0" />
              Turn this on to continue.
            </p>
          )}
        </div>

        <SocialSignIn enabled={ageConfirmed} describedBy={ageConfirmed ? undefined : gateHintId} />

        <form noValidate onSubmit={onSendSubmit} className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={`${id}-phone`}>Phone number</Label>
            {sentTo ? (
              <button type="button" onClick={changeNumber} className="text-xs font-semibold text-cool hover:text-cool-hover">
                Change number
              </button>
            ) : null}
          </div>
          <PhoneField
            id={`${id}-phone`}
            country={country}
            onCountryChange={setCountry}
            value={phoneText}
            onChange={setPhoneText}
            disabled={sentTo !== null}
          />
          {sentTo ? null : (
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!ageConfirmed}
              loading={sendCode.isPending}
              aria-describedby={ageConfirmed ? undefined : gateHintId}
            >
              Send OTP
            </Button>
          )}
        </form>

        {sentTo ? (
          <form noValidate onSubmit={onVerifySubmit} className="flex flex-col gap-3 animate-fade-in">
            <p className="text-sm leading-6 text-fg-muted">
              We texted a 6-digit code to <span className="font-semibold whitespace-nowrap text-fg">{formatPhone(sentTo)}</span>. It
              expires in 5 minutes.
            </p>
            {codesLogged ? (
              <p data-codes-logged="" className="rounded-lg bg-cool/8 px-3 py-2 text-xs leading-5 text-fg-muted ring-1 ring-cool/25 ring-inset">
                This server sends no texts (<code className="font-mono text-fg">SMS_PROVIDER=console</code>): the code is in its output, on the line
                “SMS to {sentTo}: your LootForge code is …”.
              </p>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-otp`}>OTP</Label>
              <input
                ref={otpRef}
                id={`${id}-otp`}
                value={otp}
                onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="••••••"
                className="h-14 w-full rounded-xl border border-line-strong bg-ink-950/60 px-4 text-center font-mono text-2xl font-bold tracking-[0.5em] text-fg placeholder:tracking-[0.5em] placeholder:text-fg-subtle/60 focus:border-cool focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cool/50"
              />
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={!ageConfirmed} loading={verifyCode.isPending || verifyCode.isSuccess}>
              Verify OTP
            </Button>
            <div className="flex items-center justify-center gap-1.5 text-sm text-fg-muted">
              <span>Didn&apos;t get it?</span>
              {secondsLeft > 0 ? (
                <span className="tabular-nums text-fg-subtle" aria-live="off">
                  Resend OTP in {formatSeconds(secondsLeft)}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={requestCode}
                  disabled={!ageConfirmed || sendCode.isPending}
                  className="font-semibold text-cool hover:text-cool-hover disabled:text-fg-subtle"
                >
                  Resend OTP
                </button>
              )}
            </div>
          </form>
        ) : null}

        <p className="flex items-start gap-2 rounded-xl bg-ink-950/40 px-3 py-2.5 text-xs leading-5 text-fg-subtle">
          <ShieldIcon className="mt-0.5 size-4 shrink-0 text-cool" />
          New here? Signing in creates your account. Finish your profile to get a $1,000.00 welcome balance.
        </p>
      </div>
    </AuthCard>
  );
}

/** "Sign in with {provider}" for each configured provider: a full-page trip through it and back. */
function SocialSignIn({ enabled, describedBy }: { enabled: boolean; describedBy: string | undefined }) {
  const providers = useSignInProviders();
  if (providers.isPending) {
    return <Skeleton className="h-12 w-full rounded-xl" />;
  }
  const list: SignInProvider[] = providers.data ?? [];
  if (list.length === 0) return null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {list.map((provider) => (
          <Button
            key={provider.id}
            variant="outline"
            size="lg"
            className="w-full"
            disabled={!enabled}
            aria-describedby={describedBy}
            onClick={() => window.location.assign(providerStartUrl(provider))}
          >
            <ProviderIcon id={provider.id} />
            Sign in with {provider.label}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs text-fg-subtle">
        <span className="h-px flex-1 bg-line" />
        or use your phone
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}

/** The server sends a failed social sign-in back here with ?error=…: say it once, then tidy the URL. */
function useProviderError() {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(error);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams]);
}
