import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LockIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { useAdminMe } from '../requests/get-admin-me';
import { useTotpEnable, useTotpSetup } from '../console-api';

/**
 * /adminsecurity: two-factor sign-in (DESIGN §17). A new secret is shown as a QR code for any
 * authenticator app; a code from the app turns it on. Lost the app? `npm run admin:create --
 * --email … --reset-totp` on the server turns it off.
 */
export function AdminSecurityPage() {
  const id = useId();
  const admin = useAdminMe();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const on = admin.data?.totpEnabled === true;

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Please enter the 6-digit code from your authenticator app.');
    setError(null);
    enable.mutate(code.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setup.reset();
        setCode('');
      },
      onError: (failure) => setError(readableError(failure)),
    });
  }

  return (
    <Page>
      <PageHeader title="Security" description="Protect your admin account with a second factor: a 6-digit code from an authenticator app at every sign-in." />
      <Card className="max-w-2xl">
        <CardHeader title="Two-factor sign-in" icon={<LockIcon className="size-4 text-cool" />} extra={on ? <Badge tone="success">On</Badge> : <Badge tone="danger">Off</Badge>} />
        <div className="flex flex-col gap-5 p-4 sm:p-5">
          {on && !setup.data ? (
            <p className="text-sm text-fg-muted">Sign-in asks for a code from your authenticator app. To move to a new phone, set it up again: the old code stops working once the new one is confirmed.</p>
          ) : null}
          {!setup.data ? (
            <Button variant="secondary" className="self-start" loading={setup.isPending} onClick={() => setup.mutate(undefined, { onError: (failure) => toast.error(readableError(failure)) })}>
              {on ? 'Set up again' : 'Set up two-factor sign-in'}
            </Button>
          ) : (
            <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <img src={setup.data.qrDataUrl} alt="QR code to scan with your authenticator app" className="size-48 rounded-xl bg-white p-2" />
              <form noValidate onSubmit={onConfirm} className="flex flex-col gap-4">
                <p className="text-sm text-fg-muted">
                  Scan the code with Google Authenticator, 1Password, Authy or any TOTP app, or type the key:{' '}
                  <span className="font-mono text-xs break-all text-fg" data-totp-secret>
                    {setup.data.secret}
                  </span>
                </p>
                <Field label="Code from the app" htmlFor={`${id}-code`} error={error}>
                  <Input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} placeholder="123456" />
                </Field>
                <Button type="submit" variant="primary" loading={enable.isPending} className="self-start">
                  Turn on
                </Button>
              </form>
            </div>
          )}
        </div>
      </Card>
    </Page>
  );
}
