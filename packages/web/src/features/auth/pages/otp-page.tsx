import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon, MailIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { useMe, type Me } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { OtpInput } from '../components/otp-input';
import { readableError } from '../../../lib/readable-error';
import { useSendEmailCode } from '../requests/send-email-code';
import { useVerifyEmailCode } from '../requests/verify-email-code';
import { formatSeconds, useCountdown, waitSecondsIn } from '../use-countdown';

const ENTER_CODE = 'Please enter the 6-digit code.';

/** /otp: verify the profile's e-mail address with the 6-digit code sent to it. */
export function OtpPage() {
  const { data: me } = useMe();
  if (!me) return <Navigate to="/loginsignup" replace />;
  if (!me.profileComplete) return <Navigate to="/signup" replace />;
  return <EmailCodeForm me={me} />;
}

function EmailCodeForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  // Codes are only sent when asked for on this visit: opening the page never mails anyone.
  const [requested, setRequested] = useState(false);
  const resendWait = useCountdown();
  const secondsLeft = resendWait.secondsLeft;
  const boxesRef = useRef<HTMLDivElement>(null);
  const sendCode = useSendEmailCode();
  const verifyCode = useVerifyEmailCode();
  const verifying = verifyCode.isPending || verifyCode.isSuccess;

  if (!me.email) {
    return (
      <AuthCard title="Verify your email" description="Add an e-mail address to your profile first; then we can send it a code.">
        <div className="flex flex-col items-center gap-4">
          <span className="grid size-14 place-items-center rounded-2xl border border-line-strong bg-ink-800 text-fg-subtle">
            <MailIcon className="size-6" />
          </span>
          <ButtonLink to="/editprofile" variant="secondary" size="lg" className="w-full">
            Add an e-mail address
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (me.emailVerified && !verifying) {
    return (
      <AuthCard title="Verify your email" description={<>Your e-mail address {me.email} is verified. Nothing else to do.</>}>
        <div className="flex flex-col items-center gap-4">
          <span className="grid size-14 place-items-center rounded-2xl border border-success/30 bg-success/10 text-success">
            <CheckCircleIcon className="size-7" />
          </span>
          <ButtonLink to="/editprofile" variant="secondary" size="lg" className="w-full">
            Back to profile
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  function focusFirstBox() {
    requestAnimationFrame(() => boxesRef.current?.querySelector('input')?.focus());
  }

  function requestCode() {
    if (sendCode.isPending) return;
    sendCode.mutate(undefined, {
      onSuccess: (sent) => {
        toast.success(sent.message);
        setRequested(true);
        setCode('');
        resendWait.start(sent.resendAfterSeconds);
        focusFirstBox();
      },
      onError: (error) => {
        const message = readableError(error);
        toast.error(message);
        // A code was sent moments ago (another tab, an earlier visit): it is on its way.
        const wait = waitSecondsIn(message);
        if (wait !== null) {
          setRequested(true);
          resendWait.start(wait);
          focusFirstBox();
        }
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    if (!/^\d{6}$/.test(code)) {
      toast.error(ENTER_CODE);
      focusFirstBox();
      return;
    }
    verifyCode.mutate(
      { code },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void navigate('/editprofile', { replace: true });
        },
        onError: (error) => {
          toast.error(readableError(error));
          setCode('');
          focusFirstBox();
        },
      },
    );
  }

  return (
    <AuthCard
      title="Verify your email"
      description={
        requested ? (
          <>
            Enter the 6-digit code we sent to <span className="font-semibold break-words text-fg">{me.email}</span>.
          </>
        ) : (
          <>
            We&apos;ll e-mail a 6-digit code to <span className="font-semibold break-words text-fg">{me.email}</span>.
          </>
        )
      }
      footer="Codes expire after 5 minutes. Wrong address? Change it on your profile."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {requested ? null : (
          <Button size="lg" className="w-full" variant="secondary" loading={sendCode.isPending} onClick={requestCode}>
            Send code
          </Button>
        )}

        <div ref={boxesRef}>
          <OtpInput value={code} onChange={setCode} label="Verification code" disabled={verifying} />
        </div>

        <Button type="submit" size="lg" className="w-full" variant={requested ? 'primary' : 'outline'} loading={verifying}>
          Verify
        </Button>

        <div className="flex items-center justify-center gap-1.5 text-sm text-fg-muted">
          {requested ? (
            <>
              <span>Didn&apos;t get it?</span>
              {secondsLeft > 0 ? (
                <span className="tabular-nums text-fg-subtle">Request again in {formatSeconds(secondsLeft)}</span>
              ) : (
                <button
                  type="button"
                  onClick={requestCode}
                  disabled={sendCode.isPending}
                  className="font-semibold text-cool hover:text-cool-hover disabled:text-fg-subtle"
                >
                  Request again
                </button>
              )}
            </>
          ) : (
            <span className="text-center text-xs text-fg-subtle">Already have a code from a few minutes ago? Type it in and press Verify.</span>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
