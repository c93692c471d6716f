import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CrownIcon, GiftIcon, LockIcon, PackageIcon, PlusIcon, ZapIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { LevelBadge } from '../../../components/ui/level-badge';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { displayName } from '../../../lib/display-name';
import { isPlayer, type BattleCard } from '../api';
import { usePhase } from '../hooks/use-phase';
import { BattleStatusBadge } from './battle-status-badge';

const MAX_PACKS = 6;
const MAX_SEATS = 6;

/**
 * One battle as a dense row that sells it (Clash.gg style, DESIGN §11): each round's pack with
 * its name, badges for the mode and every option (a sponsored battle says what a joiner pays),
 * the round being played while it runs, the seats with their avatars (on finished rows too, with
 * the winner), the cost, and what to press: Join, Watch or View, and "Create similar" once over.
 */
export function BattleRow({
  battle,
  userName,
  joining,
  onJoin,
}: {
  battle: BattleCard;
  userName: string | null;
  joining: boolean;
  onJoin: (battleId: string) => void;
}) {
  const seated = battle.seats.some((seat) => isPlayer(seat, userName));
  const canJoin = battle.status === 'open' && !seated;
  const [winner, ...others] = battle.winners;
  const href = `/allbattlesecondsec/${battle.id}`;
  const finished = battle.status === 'completed';
  const sponsored = battle.fundPercent > 0;

  return (
    <article
      data-battle-card=""
      aria-label={`${battle.modeLabel} battle, ${formatCents(battle.entryCents)} entry`}
      className={cn(
        'relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-ink-850 px-3 py-3 transition-colors hover:border-line-strong sm:px-4',
        'md:grid-cols-[minmax(0,21rem)_minmax(0,1fr)_7rem_8.5rem] md:py-2.5',
        battle.status === 'running' && 'border-danger/30 bg-[linear-gradient(90deg,rgb(239_68_68/0.07),transparent_40%)]',
        sponsored && battle.status === 'open' && 'border-accent/25',
      )}
    >
      <RoundPacks rounds={battle.rounds} className="col-span-2 md:col-span-1" />

      <div className="flex min-w-0 flex-col gap-1.5">
        <ul aria-label="Mode and options" className="flex flex-wrap items-center gap-1.5">
          <li>
            <Badge tone="violet">{battle.modeLabel + (battle.teamLayout ? ` ${battle.teamLayout}` : '')}</Badge>
          </li>
          <li>{battle.status === 'running' ? <LiveRound battle={battle} /> : <BattleStatusBadge status={battle.status} />}</li>
          {optionBadges(battle).map((option) => (
            <li key={option.key} title={option.title}>
              <Badge tone={option.tone}>
                {option.icon}
                {option.label}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
          <Seats battle={battle} winnerNames={finished ? battle.winners.map((w) => w.userName) : []} />
          {winner ? (
            <p className="flex min-w-0 items-center gap-1.5 text-sm" data-winner="">
              <CrownIcon className="size-3.5 shrink-0 text-accent" />
              <PlayerLink isBot={battle.seats.find((seat) => seat.userName === winner.userName)?.isBot ?? true} name={winner.userName} className="max-w-[9rem] truncate font-semibold" />
              {others.length > 0 ? <span className="text-fg-subtle">+{others.length}</span> : null}
              <span className="text-fg-subtle">won</span>
              <Money cents={winner.amountWonCents} className="font-semibold text-success" />
            </p>
          ) : null}
        </div>
      </div>

      {/* On a phone, cost and buttons stack at the right of the row; from md each has its column. */}
      <div className="flex flex-col items-end gap-1.5 md:contents">
        <div className="flex flex-col items-end">
          <span className="flex items-baseline gap-1.5 md:flex-col md:items-end md:gap-0">
            <span className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">Cost</span>
            <Money cents={sponsored ? battle.joinCents : battle.entryCents} className="text-base font-bold text-fg" />
          </span>
          {sponsored ? (
            <span className="text-[11px] text-fg-subtle tabular-nums">
              <span className="sr-only">Entry </span>
              <s>{formatCents(battle.entryCents)}</s>
            </span>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          {canJoin ? (
            <Button variant="primary" size="sm" loading={joining} onClick={() => onJoin(battle.id)} className="md:h-10 md:w-36">
              Join Battle
            </Button>
          ) : (
            <ButtonLink to={href} variant="secondary" size="sm" className="md:h-10 md:w-36">
              {battle.status === 'running' ? 'Watch' : 'View Battle'}
            </ButtonLink>
          )}
          {finished ? (
            <Link
              to={`/createbattle?${new URLSearchParams({ similar: battle.id })}`}
              className="inline-flex items-center gap-1 text-xs font-semibold text-cool hover:text-cool-hover hover:underline md:w-36 md:justify-center"
            >
              <PlusIcon className="size-3.5" />
              Create similar
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

type OptionBadge = { key: string; label: string; title: string; tone: BadgeTone; icon?: ReactNode };

/** A badge for every option the battle has, in the product's words (Cursed is in the mode's own name: "Cursed Normal"). */
export function optionBadges(battle: Pick<BattleCard, 'fundPercent' | 'joinCents' | 'fast' | 'private' | 'seats'>): OptionBadge[] {
  const badges: OptionBadge[] = [];
  if (battle.fundPercent > 0) {
    const label = battle.joinCents === 0 ? 'Sponsored · Free to join' : `Sponsored · Join ${formatCents(battle.joinCents)}`;
    badges.push({ key: 'sponsored', label, title: `The host pays ${battle.fundPercent} % of every other seat`, tone: 'accent', icon: <GiftIcon className="size-3" /> });
  }
  const borrowers = battle.seats.filter((seat) => seat.borrowPercent > 0).length;
  if (borrowers > 0) badges.push({ key: 'borrow', label: 'Borrow', title: `${borrowers} ${borrowers === 1 ? 'seat' : 'seats'} borrowed part of the entry from the house`, tone: 'cool' });
  if (battle.fast) badges.push({ key: 'turbo', label: 'Turbo', title: 'Every round plays in half the time', tone: 'neutral', icon: <ZapIcon className="size-3" /> });
  if (battle.private) badges.push({ key: 'private', label: 'Private', title: 'Only people with the link can join', tone: 'neutral', icon: <LockIcon className="size-3" /> });
  return badges;
}

/** "Round 3/5" for a battle whose reels are playing, on our clock; "Starting" in its countdown. */
function LiveRound({ battle }: { battle: BattleCard }) {
  const phase = usePhase(battle.startedAt, battle.completedAt, battle.rounds.length, 0, battle.fast);
  const label =
    phase.kind === 'countdown' ? 'Starting' : phase.kind === 'done' ? 'Finishing' : `Round ${phase.round + 1}/${battle.rounds.length}`;
  return <BattleStatusBadge status="running" liveLabel={<span data-live-round="">{label}</span>} />;
}

/** A player's name, linked to their public profile (bots have none). */
/** A seat's name: a link to the player's profile with their level badge (DESIGN §21), or a bot's name. */
export function PlayerLink({ isBot, name, level, className }: { isBot: boolean; name: string; level?: number | null; className?: string }) {
  if (isBot) return <span className={className}>{displayName(name)}</span>;
  const link = (
    <Link to={`/u/${encodeURIComponent(name)}`} className={cn('hover:text-cool hover:underline', className)}>
      {displayName(name)}
    </Link>
  );
  if (level === undefined || level === null) return link;
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1.5">
      <LevelBadge level={level} />
      {link}
    </span>
  );
}

function Seats({ battle, winnerNames }: { battle: BattleCard; winnerNames: readonly string[] }) {
  const shown = battle.seats.slice(0, MAX_SEATS);
  const empty = Math.max(0, Math.min(battle.players, MAX_SEATS) - shown.length);
  const hidden = battle.players - shown.length - empty;
  return (
    <div className="flex items-center gap-2">
      <ul aria-label="Players" className="flex -space-x-1.5">
        {shown.map((seat) => (
          <li key={seat.seat} title={displayName(seat.userName)}>
            <Avatar src={seat.avatarThumbUrl} name={seat.userName} size="sm" ringClass={winnerNames.includes(seat.userName) ? 'ring-accent' : 'ring-ink-850'} />
          </li>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <li key={`empty-${index}`} aria-label="Open seat" className="grid size-8 place-items-center rounded-full border border-dashed border-line-strong bg-ink-900 text-xs text-fg-subtle ring-2 ring-ink-850">
            +
          </li>
        ))}
      </ul>
      <span className={cn('flex min-w-0 items-center gap-1.5 text-xs text-fg-muted', winnerNames.length > 0 && 'sr-only')}>
        <span className="tabular-nums">
          {battle.seats.length}/{battle.players}
          {hidden > 0 ? <span className="sr-only"> players</span> : null}
        </span>
        {battle.seats[0] ? (
          <>
            <span aria-hidden="true">·</span>
            <PlayerLink isBot={battle.seats[0].isBot} name={battle.seats[0].userName} className="max-w-[8rem] truncate font-medium text-fg-muted" />
          </>
        ) : null}
      </span>
    </div>
  );
}

/**
 * The packs of the rounds in order. Each is a button so a tap (or focus, or hover) shows its name
 * and price; the names are also what a screen reader reads.
 */
function RoundPacks({ rounds, className }: { rounds: BattleCard['rounds']; className?: string }) {
  const shown = rounds.slice(0, MAX_PACKS);
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <ul aria-label={`${rounds.length} ${rounds.length === 1 ? 'round' : 'rounds'}`} className="flex min-w-0 gap-1.5">
        {shown.map((round, index) => (
          <li key={index} className="group relative flex w-14 flex-col items-center gap-0.5">
            <button
              type="button"
              aria-label={`Round ${index + 1}: ${round.name}, ${formatCents(round.priceCents)}`}
              className="grid size-11 place-items-center overflow-hidden rounded-lg bg-ink-750 ring-1 ring-line transition-transform hover:-translate-y-0.5 focus:ring-2 focus:ring-cool focus:outline-none"
            >
              {round.thumbUrl ? (
                <img src={round.thumbUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
              ) : (
                <PackageIcon className="size-4 text-fg-subtle" />
              )}
            </button>
            <span aria-hidden="true" className="w-full truncate text-center text-[10px] leading-3 text-fg-subtle">
              {round.name}
            </span>
            <span
              role="tooltip"
              className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-2 -translate-x-1/2 rounded-lg border border-line-strong bg-ink-950 px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-fg opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              {round.name} <span className="text-accent tabular-nums">{formatCents(round.priceCents)}</span>
            </span>
          </li>
        ))}
      </ul>
      {rounds.length > MAX_PACKS ? (
        <span className="shrink-0 rounded-md bg-ink-750 px-1.5 py-1 text-xs font-semibold text-fg-muted tabular-nums">+{rounds.length - MAX_PACKS}</span>
      ) : null}
      <span className="shrink-0 text-xs text-fg-subtle tabular-nums md:hidden">
        {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}
      </span>
    </div>
  );
}
