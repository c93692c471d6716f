import { formatCents } from '@lootforge/core/money';
import { useId, useState, type FormEvent } from 'react';
import { parseDollars } from '@lootforge/core/money';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { TrophyIcon } from '../../../components/ui/icons';
import { DollarInput, Field, Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { useAdminRaces, useCancelRace, useCreateRace, type AdminRace } from '../console-api';

const TONES: Record<AdminRace['status'], BadgeTone> = { running: 'success', scheduled: 'cool', finished: 'neutral', cancelled: 'danger' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** A datetime-local value (read as UTC) as an ISO instant. */
const utcInstant = (local: string) => (local ? `${local}:00Z` : '');

/** /adminraces: the daily and weekly races, and races of the operator's own (DESIGN §13): create and cancel. */
export function AdminRacesPage() {
  const races = useAdminRaces();
  const cancel = useCancelRace();
  return (
    <Page>
      <PageHeader title="Races" description="The daily and weekly races run by themselves; add a race with its own window, pool and split, or cancel one that has not paid." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="overflow-hidden">
          <CardHeader title="All races" />
          {races.isError ? (
            <LoadError title="The races could not be loaded" description={readableError(races.error)} query={races} />
          ) : races.isPending ? (
            <div className="p-8 text-center">
              <Spinner label="Loading races" />
            </div>
          ) : races.data.races.length === 0 ? (
            <EmptyState icon={<TrophyIcon />} title="No races yet" />
          ) : (
            <ul aria-label="Races" className="divide-y divide-line">
              {races.data.races.map((race) => (
                <li key={race.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-2 font-semibold text-fg">
                      {race.name}
                      <Badge tone={TONES[race.status]}>{race.status}</Badge>
                    </p>
                    <p className="text-xs text-fg-subtle">
                      {when(race.startsAt)} → {when(race.endsAt)} · split {race.splitPercents.join('/')} %
                      {race.minWagerCents > 0 ? ` · ranks from ${formatCents(race.minWagerCents)}` : ''}
                    </p>
                  </div>
                  <Money cents={race.poolCents} className="font-bold text-accent" />
                  {race.kind === 'custom' && (race.status === 'scheduled' || race.status === 'running') ? (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={cancel.isPending && cancel.variables === race.id}
                      onClick={() => {
                        if (!window.confirm(`Cancel “${race.name}”? Nobody is paid for it.`)) return;
                        cancel.mutate(race.id, { onSuccess: () => toast.success(`${race.name} cancelled.`), onError: (error) => toast.error(readableError(error)) });
                      }}
                    >
                      Cancel
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <CreateRaceCard />
      </div>
    </Page>
  );
}

function CreateRaceCard() {
  const id = useId();
  const create = useCreateRace();
  const [form, setForm] = useState({ name: '', startsAt: '', endsAt: '', pool: '', minimum: '', split: '' });
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const poolCents = parseDollars(form.pool);
    if (!form.name.trim()) return setError('Please name the race.');
    if (!form.startsAt || !form.endsAt) return setError('Please choose when the race starts and ends.');
    if (poolCents === null || poolCents <= 0) return setError('Enter the prize pool in dollars, like 1000.');
    const minWagerCents = form.minimum.trim() ? parseDollars(form.minimum) : 0;
    if (minWagerCents === null || minWagerCents < 0) return setError('Enter the minimum wager in dollars, like 10, or leave it blank.');
    const split = form.split.trim() ? form.split.split(/[\s,/]+/).filter(Boolean).map(Number) : undefined;
    setError(null);
    create.mutate(
      { name: form.name.trim(), startsAt: utcInstant(form.startsAt), endsAt: utcInstant(form.endsAt), poolCents, minWagerCents, ...(split ? { splitPercents: split } : {}) },
      {
        onSuccess: ({ race }) => {
          toast.success(`${race.name} created.`);
          setForm({ name: '', startsAt: '', endsAt: '', pool: '', minimum: '', split: '' });
        },
        onError: (failure) => setError(readableError(failure)),
      },
    );
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  return (
    <Card>
      <CardHeader title="New race" />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-4 sm:p-5">
        <Field label="Name" htmlFor={`${id}-name`}>
          <Input id={`${id}-name`} value={form.name} maxLength={40} onChange={set('name')} placeholder="Weekend Sprint" />
        </Field>
        <Field label="Starts (UTC)" htmlFor={`${id}-starts`}>
          <Input id={`${id}-starts`} type="datetime-local" value={form.startsAt} onChange={set('startsAt')} />
        </Field>
        <Field label="Ends (UTC)" htmlFor={`${id}-ends`}>
          <Input id={`${id}-ends`} type="datetime-local" value={form.endsAt} onChange={set('endsAt')} />
        </Field>
        <Field label="Prize pool" htmlFor={`${id}-pool`}>
          <DollarInput id={`${id}-pool`} inputMode="decimal" value={form.pool} onChange={set('pool')} placeholder="1000" />
        </Field>
        <Field label="Minimum wager to rank" htmlFor={`${id}-minimum`} hint="Blank: anyone who wagers ranks.">
          <DollarInput id={`${id}-minimum`} inputMode="decimal" value={form.minimum} onChange={set('minimum')} placeholder="10" />
        </Field>
        <Field label="Split (percent per rank)" htmlFor={`${id}-split`} hint="Blank: 40/20/12/8/6/5/3/2/2/2 for the top 10." error={error}>
          <Input id={`${id}-split`} value={form.split} onChange={set('split')} placeholder="50/30/20" />
        </Field>
        <Button type="submit" variant="primary" loading={create.isPending}>
          Create race
        </Button>
      </form>
    </Card>
  );
}
