import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { AdminLogoutButton } from '../components/admin-logout-button';
import { AdminLimitsPanel } from '../components/admin-limits-panel';
import { useAdminLimits } from '../requests/admin-limits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /adminplayerlimits?id=: one player's responsible-play settings for an admin, and the lift of a
 * permanent self-exclusion. Admins only (the server checks every call).
 */
export function AdminPlayerLimitsPage() {
  const [params, setParams] = useSearchParams();
  const fieldId = useId();
  const id = params.get('id') ?? '';
  const [text, setText] = useState(id);
  const [error, setError] = useState<string | null>(null);


  function submit(event: FormEvent) {
    event.preventDefault();
    if (!UUID.test(text.trim())) {
      setError('A player id looks like 3f2b…-…: 36 characters.');
      return;
    }
    setError(null);
    setParams({ id: text.trim() });
  }

  return (
    <Page>
      <PageHeader title="Player limits" eyebrow={<Badge tone="danger">Admin</Badge>} description="A player's wager, deposit and loss limits, play time, reality checks, break and self-exclusion." actions={<AdminLogoutButton />} />
      <Card className="p-4 sm:p-5">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <Field label="Player id" htmlFor={fieldId} error={error} className="flex-1">
            <Input id={fieldId} value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} />
          </Field>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
      </Card>
      {UUID.test(id) ? <PlayerLimits userId={id} /> : null}
    </Page>
  );
}

function PlayerLimits({ userId }: { userId: string }) {
  const limits = useAdminLimits(userId);
  return (
    <section className="flex flex-col gap-3">
      {limits.data ? (
        <h2 className="text-lg font-bold text-fg">
          {limits.data.user.userName ?? 'Player without a name yet'} <span className="text-sm font-normal text-fg-subtle">{userId}</span>
        </h2>
      ) : null}
      <AdminLimitsPanel userId={userId} />
    </section>
  );
}
