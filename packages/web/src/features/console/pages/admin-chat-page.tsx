import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MuteDuration } from '@lootforge/core/chat';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIcon } from '../../../components/ui/icons';
import { Field, Input, Select } from '../../../components/ui/input';
import { LevelBadge } from '../../../components/ui/level-badge';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { RainHistory } from '../components/rain-history';
import { useAdminChat, useAdminMutes, useDeleteChatMessage, useMutePlayer, useUnmutePlayer } from '../requests/admin-chat';

const when = (at: string | number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

const DURATIONS: ReadonlyArray<{ value: MuteDuration; label: string }> = [
  { value: '10m', label: '10 minutes' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: 'permanent', label: 'Until lifted' },
];

/** The mute form for one player: how long and why. */
function MuteForm({ userId, userName, onDone }: { userId: string; userName: string; onDone: () => void }) {
  const id = useId();
  const [duration, setDuration] = useState<MuteDuration>('10m');
  const [reason, setReason] = useState('');
  const mute = useMutePlayer();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    mute.mutate(
      { userId, duration, reason },
      {
        onSuccess: () => {
          toast.success(`${userName} is muted.`);
          onDone();
        },
        onError: (error) => toast.error(readableError(error)),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label={`Mute ${userName}`} className="mt-2 grid gap-2 rounded-xl border border-line bg-ink-950/50 p-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
      <Field label="For" htmlFor={`${id}-duration`}>
        <Select id={`${id}-duration`} value={duration} onChange={(event) => setDuration(event.target.value as MuteDuration)} options={DURATIONS} />
      </Field>
      <Field label="Reason" htmlFor={`${id}-reason`}>
        <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Spam, abuse, scam links…" required minLength={3} maxLength={200} />
      </Field>
      <div className="flex gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={mute.isPending}>
          Mute
        </Button>
      </div>
    </form>
  );
}

/** /adminchat: the chat's recent messages with Delete and Mute, and the mutes in force with Unmute (DESIGN §22). */
export function AdminChatPage() {
  const chat = useAdminChat();
  const mutes = useAdminMutes();
  const remove = useDeleteChatMessage();
  const unmute = useUnmutePlayer();
  const [muting, setMuting] = useState<number | null>(null);

  return (
    <Page>
      <PageHeader title="Chat" description="Recent messages in the public room: delete what breaks the rules, mute who keeps doing it. Every action is audited. Below, every rain and how it was split." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden">
          <CardHeader title="Recent messages" icon={<ChatIcon className="size-4 text-cool" />} />
          {chat.isError ? (
            <LoadError title="The chat could not be loaded" description={readableError(chat.error)} query={chat} />
          ) : chat.isPending ? (
            <div className="p-8 text-center">
              <Spinner label="Loading messages" />
            </div>
          ) : chat.data.messages.length === 0 ? (
            <EmptyState icon={<ChatIcon />} title="No messages yet" />
          ) : (
            <ul aria-label="Recent messages" className="divide-y divide-line">
              {chat.data.messages.map((message) => (
                <li key={message.id} data-admin-chat-message={message.id} className={cn('px-4 py-3 sm:px-5', message.deletedAt && 'opacity-60')}>
                  <div className="flex flex-wrap items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        {message.level !== null ? <LevelBadge level={message.level} /> : null}
                        {message.userId ? (
                          <Link to={`/adminusers/${message.userId}`} className="font-semibold text-cool hover:underline">
                            {message.userName}
                          </Link>
                        ) : (
                          <span className="font-semibold text-accent">System</span>
                        )}
                        <span className="text-xs text-fg-subtle">{when(message.at)}</span>
                        {message.deletedAt ? <Badge tone="danger">Deleted</Badge> : null}
                      </p>
                      <p className="mt-0.5 text-sm break-words text-fg-muted">{message.text}</p>
                    </div>
                    {!message.deletedAt ? (
                      <div className="flex shrink-0 gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          loading={remove.isPending && remove.variables === message.id}
                          onClick={() =>
                            remove.mutate(message.id, {
                              onSuccess: () => toast.success('Message deleted.'),
                              onError: (error) => toast.error(readableError(error)),
                            })
                          }
                        >
                          Delete
                        </Button>
                        {message.userId ? (
                          <Button size="sm" variant="danger" onClick={() => setMuting(muting === message.id ? null : message.id)} aria-expanded={muting === message.id}>
                            Mute
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                  {muting === message.id && message.userId ? <MuteForm userId={message.userId} userName={message.userName ?? 'Player'} onDone={() => setMuting(null)} /> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="overflow-hidden">
          <CardHeader title="Mutes in force" />
          {mutes.isError ? (
            <LoadError title="The mutes could not be loaded" description={readableError(mutes.error)} query={mutes} />
          ) : mutes.isPending ? (
            <div className="p-6 text-center">
              <Spinner label="Loading mutes" />
            </div>
          ) : mutes.data.mutes.length === 0 ? (
            <EmptyState compact title="Nobody is muted" />
          ) : (
            <ul aria-label="Mutes in force" className="divide-y divide-line">
              {mutes.data.mutes.map((mute) => (
                <li key={mute.id} className="flex items-start gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <Link to={`/adminusers/${mute.userId}`} className="font-semibold text-cool hover:underline">
                      {mute.userName ?? 'Player'}
                    </Link>
                    <p className="text-xs text-fg-subtle">{mute.until ? `Until ${when(mute.until)}` : 'Until lifted'}</p>
                    <p className="text-xs text-fg-muted">
                      {mute.reason}
                      {mute.mutedBy ? ` · by ${mute.mutedBy}` : ''}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={unmute.isPending && unmute.variables === mute.userId}
                    onClick={() =>
                      unmute.mutate(mute.userId, {
                        onSuccess: () => toast.success(`${mute.userName ?? 'The player'} can chat again.`),
                        onError: (error) => toast.error(readableError(error)),
                      })
                    }
                  >
                    Unmute
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <RainHistory />
    </Page>
  );
}
