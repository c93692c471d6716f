import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { HistoryIcon, PencilIcon, PlusIcon, ShieldIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { formatCents } from '@lootforge/core/money';
import type { AdminItem, AuditEntry } from '../api';
import { editPackHref } from '../pack-api';
import { useAdminPack } from '../requests/get-admin-pack';
import { useAdminAudit } from '../requests/get-audit';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';

const PHONE_ENTRIES = 3;
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' });

/** "just now", "5 minutes ago", "3 hours ago", then "Nov 22, 3:04 PM". */
function whenText(iso: string, nowMs: number): string {
  const seconds = Math.round((nowMs - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return relative.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.round(seconds / 3600), 'hour');
  return shortDate.format(new Date(iso));
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

function money(value: unknown): string {
  return typeof value === 'number' ? formatCents(value) : '?';
}

/** What changed, in words: "value $12.50 → $15.00, image replaced". */
function changeSummary(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (isChange(details.name)) parts.push(`name “${String(details.name.from)}” → “${String(details.name.to)}”`);
  if (isChange(details.valueCents)) parts.push(`value ${money(details.valueCents.from)} → ${money(details.valueCents.to)}`);
  if (details.image === 'replaced') parts.push('image replaced');
  return parts.length > 0 ? parts.join(', ') : 'no visible change';
}

/** What changed in a pack, in words: "price $4.20 → $5.10, 3 items, hidden". */
function packChangeSummary(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (isChange(details.name)) parts.push(`name “${String(details.name.from)}” → “${String(details.name.to)}”`);
  if (typeof details.items === 'number') parts.push(`${details.items} items`);
  if (isChange(details.priceCents)) parts.push(`price ${money(details.priceCents.from)} → ${money(details.priceCents.to)}`);
  if (details.active === false) parts.push('hidden');
  if (details.active === true) parts.push('listed');
  return parts.length > 0 ? parts.join(', ') : 'no visible change';
}

/** Why an admin's sign-in failed, in words (entries before the reason was recorded were wrong passwords). */
const SIGN_IN_FAILURES: Record<string, string> = {
  wrong_password: 'wrong password',
  wrong_code: 'wrong authenticator code',
  too_many_codes: 'too many authenticator codes',
};

/** How an entry is marked: a thing made, a thing changed, or a sign-in (a failed one in the danger tone). */
type Mark = 'created' | 'changed' | 'signed_in' | 'sign_in_failed';

function markOf(action: string): Mark {
  if (action === 'item.create' || action === 'pack.create') return 'created';
  if (action === 'admin.sign_in') return 'signed_in';
  if (action === 'admin.sign_in_failed') return 'sign_in_failed';
  return 'changed';
}

const MARK_TONES: Record<Mark, string> = {
  created: 'bg-success/10 text-success ring-success/25',
  changed: 'bg-cool/10 text-cool ring-cool/25',
  signed_in: 'bg-cool/10 text-cool ring-cool/25',
  sign_in_failed: 'bg-danger/10 text-danger ring-danger/25',
};

function Strong({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-fg">{children}</span>;
}

/** A pack's name links to its editor, so a hidden pack can be reopened from here. */
function PackTarget({ entry, name }: { entry: AuditEntry; name: string | null }) {
  if (!entry.targetId) return <Strong>{name ?? 'a pack'}</Strong>;
  return (
    <Link to={editPackHref(entry.targetId)} className="font-semibold text-cool underline-offset-2 hover:text-cool-hover hover:underline">
      {name ?? <LoadedPackName id={entry.targetId} />}
    </Link>
  );
}

/** A pack neither on screen nor named in the log (a hidden demo pack): asks the server once. */
function LoadedPackName({ id }: { id: string }) {
  const pack = useAdminPack(id);
  return <>{pack.data?.name ?? 'a pack'}</>;
}

function EntryText({ entry, item, packName }: { entry: AuditEntry; item: AdminItem | undefined; packName: string | null }) {
  if (entry.action === 'pack.create') {
    const items = typeof entry.details.items === 'number' ? <> with {entry.details.items} items</> : null;
    // A level case is never sold: its tier says more than the price it keeps for the record.
    if (entry.details.kind === 'level') {
      return (
        <>
          <Strong>{entry.adminEmail}</Strong> created level case <PackTarget entry={entry} name={packName} /> for tier {String(entry.details.levelTier)}
          {items}
        </>
      );
    }
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> created pack <PackTarget entry={entry} name={packName} />
        {typeof entry.details.priceCents === 'number' ? <> at {money(entry.details.priceCents)}</> : null}
        {items}
      </>
    );
  }
  if (entry.action === 'pack.update') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> updated pack <PackTarget entry={entry} name={packName} />: {packChangeSummary(entry.details)}
      </>
    );
  }
  const name = item?.name ?? (typeof entry.details.name === 'string' ? entry.details.name : null);
  const target = item ? `#${item.number} ${item.name}` : (name ?? 'an item');
  if (entry.action === 'item.create') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> created <Strong>{target}</Strong>
        {typeof entry.details.valueCents === 'number' ? <> at {money(entry.details.valueCents)}</> : null}
      </>
    );
  }
  if (entry.action === 'item.update') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> updated <Strong>{target}</Strong>: {changeSummary(entry.details)}
      </>
    );
  }
  const reason = typeof entry.details.reason === 'string' ? entry.details.reason : null;
  const player = entry.targetType === 'user' && entry.targetId ? <PlayerTarget id={entry.targetId} name={entry.targetName} /> : null;
  const because = reason ? <> — “{reason}”</> : null;
  if (entry.action === 'user.adjust' && typeof entry.details.amountCents === 'number') {
    const amount = entry.details.amountCents;
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> {amount > 0 ? 'credited' : 'debited'} {player} {money(Math.abs(amount))}
        {because}
      </>
    );
  }
  if (entry.action === 'user.suspend' || entry.action === 'user.unsuspend') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> {entry.action === 'user.suspend' ? 'suspended' : 'lifted the suspension of'} {player}
        {because}
      </>
    );
  }
  if (entry.action === 'limits.lift_exclusion') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> lifted the self-exclusion of {player}
        {because}
      </>
    );
  }
  if (entry.action === 'race.create' || entry.action === 'race.cancel') {
    const raceName = typeof entry.details.name === 'string' ? entry.details.name : 'a race';
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> {entry.action === 'race.create' ? 'created' : 'cancelled'} race <Strong>{raceName}</Strong>
        {typeof entry.details.poolCents === 'number' ? <> with a pool of {money(entry.details.poolCents)}</> : null}
      </>
    );
  }
  if (entry.action === 'admin.sign_in' || entry.action === 'admin.sign_in_failed') {
    const from = typeof entry.details.ip === 'string' ? <> from {entry.details.ip}</> : null;
    if (entry.adminEmail === null) {
      const typed = typeof entry.details.email === 'string' ? entry.details.email : '';
      return (
        <>
          Someone failed to sign in as <Strong>{typed || 'an empty e-mail'}</Strong> (no such admin)
          {from}
        </>
      );
    }
    const failure = entry.action === 'admin.sign_in_failed' ? (SIGN_IN_FAILURES[String(entry.details.reason)] ?? SIGN_IN_FAILURES.wrong_password) : null;
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> {failure ? `failed to sign in (${failure})` : 'signed in'}
        {from}
      </>
    );
  }
  if (entry.action === 'admin.totp_enable') {
    return (
      <>
        <Strong>{entry.adminEmail}</Strong> turned on two-factor sign-in
      </>
    );
  }
  return (
    <>
      <Strong>{entry.adminEmail}</Strong> {entry.action} {entry.targetType}
      {because}
    </>
  );
}

/** A player named in the log links to their page in the console. */
function PlayerTarget({ id, name }: { id: string; name: string | null }) {
  return (
    <Link to={`/adminusers/${id}`} className="font-semibold text-cool underline-offset-2 hover:text-cool-hover hover:underline">
      {name ?? 'a player'}
    </Link>
  );
}

/** "Recent changes": who changed what and when, newest first (GET /api/admin/audit). */
export function AuditPanel({ items, packs = [] }: { items: AdminItem[]; packs?: ReadonlyArray<{ id: string; name: string }> }) {
  const audit = useAdminAudit();
  const byId = new Map(items.map((item) => [item.id, item]));
  const packNames = packNamesOf(packs, audit.data ?? []);
  const now = audit.dataUpdatedAt || 0;

  return (
    <Card aria-busy={audit.isPending}>
      <CardHeader title="Recent changes" icon={<HistoryIcon className="size-4 text-cool" />} />
      {audit.isPending ? (
        <SkeletonRows label="Loading recent changes" count={3} className="flex flex-col gap-4 p-4 sm:p-5" rowClassName="gap-3" thumbClassName="size-7" titleClassName="w-full" lineClassName="w-24" />
      ) : audit.isError ? (
        <LoadError title="Could not load the changes" icon={null} query={audit} compact />
      ) : audit.data.length === 0 ? (
        <EmptyState compact icon={<HistoryIcon />} title="No changes yet" description="Item and pack edits by any admin are listed here." />
      ) : (
        <AuditList entries={audit.data} byId={byId} packNames={packNames} now={now} />
      )}
    </Card>
  );
}

/** A pack's current name: from the list on screen, else the newest name the log itself records. */
function packNamesOf(packs: ReadonlyArray<{ id: string; name: string }>, entries: AuditEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  // Entries come newest first: the first name seen for a pack is its latest.
  for (const entry of entries) {
    if (!entry.targetId || entry.targetType !== 'pack' || names.has(entry.targetId)) continue;
    const { name } = entry.details;
    if (typeof name === 'string') names.set(entry.targetId, name);
    else if (isChange(name)) names.set(entry.targetId, String(name.to));
  }
  for (const pack of packs) names.set(pack.id, pack.name);
  return names;
}

function AuditList({ entries, byId, packNames, now }: { entries: AuditEntry[]; byId: Map<string, AdminItem>; packNames: Map<string, string>; now: number }) {
  // On a phone the panel sits above the list: three entries unless asked for more.
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <ol aria-label="Recent changes" className="flex flex-col">
        {entries.map((entry, index) => {
          const mark = markOf(entry.action);
          return (
            <li
              key={entry.id}
              className={cn('gap-3 border-b border-line px-4 py-3 last:border-b-0 sm:px-5', index >= PHONE_ENTRIES && !expanded ? 'hidden lg:flex' : 'flex')}
            >
              <span aria-hidden="true" className={cn('mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg ring-1 ring-inset', MARK_TONES[mark])}>
                {mark === 'created' ? <PlusIcon className="size-4" /> : mark === 'changed' ? <PencilIcon className="size-4" /> : <ShieldIcon className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-5 break-words text-fg-muted">
                  <EntryText
                    entry={entry}
                    item={entry.targetId ? byId.get(entry.targetId) : undefined}
                    packName={entry.targetId ? (packNames.get(entry.targetId) ?? null) : null}
                  />
                </p>
                <time dateTime={entry.createdAt} title={fullDate.format(new Date(entry.createdAt))} className="mt-0.5 block text-xs text-fg-subtle">
                  {whenText(entry.createdAt, now)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
      {entries.length > PHONE_ENTRIES && !expanded ? (
        <div className="border-t border-line p-2 lg:hidden">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => setExpanded(true)}>
            Show all {entries.length} changes
          </Button>
        </div>
      ) : null}
    </>
  );
}
