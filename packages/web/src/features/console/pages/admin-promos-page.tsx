import { useId, useState, type FormEvent } from 'react';
import { parseDollars } from '@lootforge/core/money';
import { createPromoCodeSchema } from '@lootforge/core/contracts/promo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { TicketIcon } from '../../../components/ui/icons';
import { DollarInput, Field, Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { useNow } from '../../../lib/use-now';
import { useAdminPromoCodes, useCreatePromoCode } from '../requests/promo-codes';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** /adminpromos: promo codes (DESIGN §22): every code with its uses and expiry, and a new one. */
export function AdminPromosPage() {
  const codes = useAdminPromoCodes();
  const now = useNow(60_000);
  return (
    <Page>
      <PageHeader title="Promo codes" description="Codes players redeem once on /rewards for bonus money from promotions, until they expire or are used up." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="overflow-hidden">
          <CardHeader title="All codes" />
          {codes.isError ? (
            <LoadError title="The promo codes could not be loaded" description={readableError(codes.error)} query={codes} />
          ) : codes.isPending ? (
            <div className="p-8 text-center">
              <Spinner label="Loading promo codes" />
            </div>
          ) : codes.data.promoCodes.length === 0 ? (
            <EmptyState icon={<TicketIcon />} title="No promo codes yet" />
          ) : (
            <ul aria-label="Promo codes" className="divide-y divide-line">
              {codes.data.promoCodes.map((code) => {
                const expired = Date.parse(code.expiresAt) <= now;
                const usedUp = code.redemptions >= code.maxRedemptions;
                return (
                  <li key={code.id} data-promo={code.code} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-fg">
                        {code.code}
                        <Badge tone={expired ? 'neutral' : usedUp ? 'danger' : 'success'}>{expired ? 'expired' : usedUp ? 'used up' : 'live'}</Badge>
                      </p>
                      <p className="text-xs text-fg-subtle">
                        {code.redemptions.toLocaleString('en-US')} / {code.maxRedemptions.toLocaleString('en-US')} used · expires {when(code.expiresAt)} · level {code.minLevel}+
                      </p>
                    </div>
                    <Money cents={code.amountCents} className="font-bold text-accent" />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <CreatePromoCard />
      </div>
    </Page>
  );
}

const EMPTY = { code: '', amount: '', uses: '', expiresAt: '', minLevel: '1' };

function CreatePromoCard() {
  const id = useId();
  const create = useCreatePromoCode();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amountCents = parseDollars(form.amount);
    if (amountCents === null || amountCents <= 0) return setError('Enter the amount in dollars, like 5.');
    if (!form.expiresAt) return setError('Please choose when the code expires.');
    const checked = createPromoCodeSchema.safeParse({
      code: form.code,
      amountCents,
      maxRedemptions: Number(form.uses),
      // A datetime-local value, read as UTC.
      expiresAt: `${form.expiresAt}:00Z`,
      minLevel: Number(form.minLevel || 1),
    });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please check the code.');
    setError(null);
    create.mutate(checked.data, {
      onSuccess: ({ promoCode }) => {
        toast.success(`${promoCode.code} created.`);
        setForm(EMPTY);
      },
      onError: (failure) => setError(readableError(failure)),
    });
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  return (
    <Card>
      <CardHeader title="New promo code" />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-4 sm:p-5">
        <Field label="Code" htmlFor={`${id}-code`} hint="3–32 letters, digits or dashes; matched ignoring case.">
          <Input id={`${id}-code`} value={form.code} maxLength={32} autoComplete="off" spellCheck={false} onChange={set('code')} placeholder="SPRING-BONUS" />
        </Field>
        <Field label="Amount" htmlFor={`${id}-amount`}>
          <DollarInput id={`${id}-amount`} value={form.amount} onChange={set('amount')} placeholder="5" />
        </Field>
        <Field label="Maximum redemptions" htmlFor={`${id}-uses`}>
          <Input id={`${id}-uses`} inputMode="numeric" value={form.uses} onChange={set('uses')} placeholder="100" />
        </Field>
        <Field label="Expires (UTC)" htmlFor={`${id}-expires`}>
          <Input id={`${id}-expires`} type="datetime-local" value={form.expiresAt} onChange={set('expiresAt')} />
        </Field>
        <Field label="Minimum level" htmlFor={`${id}-level`} error={error}>
          <Input id={`${id}-level`} inputMode="numeric" value={form.minLevel} onChange={set('minLevel')} placeholder="1" />
        </Field>
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create code
        </Button>
      </form>
    </Card>
  );
}
