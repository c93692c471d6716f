import { useState } from 'react';
import { RAIN_MIN_LEVEL } from '@lootforge/core/rain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { CheckIcon, RainIcon, TipIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCountdownMinutes } from '../../../lib/countdown';
import { useNow } from '../../../lib/use-now';
import type { Me } from '../../../lib/session';
import { useRain, type KnownRain } from '../requests/get-rain';
import { useJoinRain } from '../requests/join-rain';

/** The server's time now, from the moment its answer arrived: countdowns run on the server's clock, not this device's. */
function serverNow(rain: KnownRain, now: number): number {
  return rain.serverNow + (now - rain.receivedAt);
}

/**
 * The rain (DESIGN §22) at the top of the chat: its pool and a countdown to the opening; while it
 * is open, Join and the seconds left; a Tip button that opens the tip dialog.
 */
export function RainBanner({ me, live, onTip }: { me: Me | null; live: boolean; onTip: () => void }) {
  const rain = useRain(live, me?.id ?? null);
  const join = useJoinRain(me?.id ?? null);
  // A refusal belongs to the rain it was about: the next rain starts without it.
  const [refusal, setRefusal] = useState<{ rainId: number; text: string } | null>(null);
  const clock = useNow(1000, live);
  if (!rain.data) return null;
  const now = serverNow(rain.data, clock);
  const error = refusal?.rainId === rain.data.id ? refusal.text : null;
  const opensAt = Date.parse(rain.data.opensAt);
  const closesAt = Date.parse(rain.data.closesAt);
  const open = now >= opensAt && now < closesAt;
  const closing = now >= closesAt;
  const joined = rain.data.joined;
  const status = closing ? 'Splitting the rain…' : open ? `${formatCountdownMinutes(closesAt - now)} left to join` : `Opens in ${formatCountdownMinutes(opensAt - now)}`;
  return (
    <section
      aria-label="Rain"
      data-rain={rain.data.id}
      data-rain-open={open || undefined}
      className={cn(
        'mx-3 mt-3 shrink-0 rounded-2xl p-3 ring-1 ring-inset',
        open ? 'bg-gradient-to-br from-cool/25 via-cool/10 to-transparent ring-cool/40' : 'bg-ink-850/80 ring-line-strong',
      )}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className={cn('grid size-10 shrink-0 place-items-center rounded-xl', open ? 'bg-cool/20 text-cool' : 'bg-ink-800 text-fg-muted')}>
          <RainIcon className={cn('size-5', open && 'motion-safe:animate-bounce')} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{open ? 'It is raining' : 'Rain'}</p>
          <p className="text-lg leading-6 font-extrabold text-fg tabular-nums">
            <Money cents={rain.data.poolCents} />
          </p>
        </div>
        <button
          type="button"
          onClick={onTip}
          className="flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold text-fg-muted ring-1 ring-line-strong ring-inset hover:bg-ink-800 hover:text-fg"
        >
          <TipIcon className="size-4" />
          Tip
        </button>
      </div>
      <div className="mt-2.5 flex items-center gap-2">
        <p className="min-w-0 flex-1 text-xs text-fg-muted tabular-nums" aria-live="polite" aria-atomic="true">
          <span className="sr-only">Rain </span>
          {status}
        </p>
        {open && !joined ? (
          me ? (
            <Button
              size="sm"
              loading={join.isPending}
              onClick={() => {
                const rainId = rain.data.id;
                setRefusal(null);
                join.mutate(rainId, { onError: (failure) => setRefusal({ rainId, text: errorMessage(failure) }) });
              }}
            >
              Join
            </Button>
          ) : (
            <ButtonLink size="sm" to="/loginsignup">
              Sign in to join
            </ButtonLink>
          )
        ) : null}
        {joined && !closing ? (
          <span className="flex items-center gap-1 text-xs font-semibold text-success">
            <CheckIcon className="size-3.5" /> Joined
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {error}
        </p>
      ) : !open && !closing && me && me.level < RAIN_MIN_LEVEL ? (
        <p className="mt-2 text-xs text-fg-subtle">Reach level {RAIN_MIN_LEVEL} and play a little today to join.</p>
      ) : null}
    </section>
  );
}
