import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHAT_LEVEL_MESSAGE, CHAT_MAX_LENGTH, CHAT_MIN_LEVEL } from '@lootforge/core/chat';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';
import type { ChatMessage } from '../api';
import { useChat } from '../requests/get-chat';
import { usePostChat } from '../requests/post-chat';
import { RainBanner } from './rain-banner';
import { TipDialog } from './tip-dialog';

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function Message({ message }: { message: ChatMessage }) {
  if (message.kind === 'system') {
    return (
      <li data-chat-message={message.id} className="mx-3 rounded-xl bg-accent/8 px-3 py-2 text-xs font-medium text-accent ring-1 ring-accent/20 ring-inset">
        {message.text}
      </li>
    );
  }
  const name = message.userName ?? 'Player';
  return (
    <li data-chat-message={message.id} className="flex gap-2.5 px-3 py-1.5">
      <Avatar src={message.avatarThumbUrl} name={name} size="sm" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-xs">
          {message.level !== null ? <LevelBadge level={message.level} /> : null}
          <Link to={`/u/${encodeURIComponent(name)}`} className="truncate font-semibold text-fg hover:text-cool hover:underline">
            {name}
          </Link>
          <time dateTime={new Date(message.at).toISOString()} className="ml-auto shrink-0 text-[10px] text-fg-subtle tabular-nums">
            {time.format(message.at)}
          </time>
        </p>
        {/* Plain text: React writes it as text, so markup in a message is shown, never run. */}
        <p data-chat-text className="text-sm leading-5 break-words whitespace-pre-wrap text-fg-muted">
          {message.text}
        </p>
      </div>
    </li>
  );
}

/** Who may write, and what the box says otherwise. */
function Composer({ me }: { me: Me | null }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostChat();
  if (!me) {
    return (
      <div className="border-t border-line p-3">
        <ButtonLink to="/loginsignup" variant="secondary" className="w-full">
          Sign in to chat
        </ButtonLink>
      </div>
    );
  }
  if (me.level < CHAT_MIN_LEVEL) {
    return (
      <p className="border-t border-line p-3 text-center text-sm text-fg-muted">
        {CHAT_LEVEL_MESSAGE}{' '}
        <Link to="/levels" className="font-semibold text-cool hover:text-cool-hover">
          See levels
        </Link>
      </p>
    );
  }
  const length = [...text].length;
  function send(event?: FormEvent) {
    event?.preventDefault();
    if (post.isPending || text.trim().length === 0) return;
    setError(null);
    post.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(errorMessage(failure)),
    });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  }
  return (
    <form onSubmit={send} className="flex flex-col gap-2 border-t border-line p-3" aria-label="Send a message">
      <label htmlFor={`${id}-text`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        rows={2}
        maxLength={CHAT_MAX_LENGTH * 2}
        onChange={(event) => setText(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={onKeyDown}
        placeholder="Say something nice…"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className="w-full resize-none rounded-xl border border-line-strong bg-ink-950/60 px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-cool focus:outline-none"
      />
      <div className="flex items-center gap-2">
        <p id={`${id}-help`} role={error ? 'alert' : undefined} className={cn('min-w-0 flex-1 text-xs', error ? 'text-danger' : 'text-fg-subtle tabular-nums')}>
          {error ?? `${length} / ${CHAT_MAX_LENGTH}`}
        </p>
        <Button type="submit" size="sm" loading={post.isPending} disabled={length === 0 || length > CHAT_MAX_LENGTH}>
          Send
        </Button>
      </div>
    </form>
  );
}

/** The room: its messages, newest at the bottom (kept in view as they come), and the box to write in. */
export function ChatRoom({ me, live }: { me: Me | null; live: boolean }) {
  const chat = useChat(live);
  const [tipping, setTipping] = useState(false);
  const navigate = useNavigate();
  const listRef = useRef<HTMLOListElement>(null);
  const count = chat.data?.length ?? 0;
  const lastId = chat.data?.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* A self-excluded player is shown no promotions (DESIGN §16b): no rain, no tips. */}
      {me?.selfExcluded ? null : <RainBanner me={me} live={live} onTip={() => (me ? setTipping(true) : navigate('/loginsignup'))} />}
      {me && tipping ? <TipDialog open onClose={() => setTipping(false)} /> : null}
      {chat.isPending ? (
        <div className="flex flex-1 flex-col gap-3 p-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : chat.isError ? (
        <p className="flex-1 p-4 text-sm text-fg-muted">The chat could not be loaded. It will try again when the connection is back.</p>
      ) : count === 0 ? (
        <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-fg-muted">No messages yet. Say hello!</p>
      ) : (
        <ol ref={listRef} aria-label="Chat messages" aria-live="polite" tabIndex={0} className="flex-1 space-y-0.5 overflow-y-auto overscroll-contain py-2 focus:outline-none">
          {chat.data!.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
      <Composer me={me} />
    </div>
  );
}
