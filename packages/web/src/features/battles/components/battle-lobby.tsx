import { teamOfSeat } from '@lootforge/core/battle';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { UserIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { PlayerLink } from './battle-row';
import { isPlayer, type BattleDetail } from '../api';
import { TEAM_STYLES } from './team-styles';

// Literal classes so Tailwind sees them: a row per team size where it fits.
const LOBBY_COLUMNS: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-3 lg:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
  7: 'sm:grid-cols-4',
  8: 'sm:grid-cols-4',
  9: 'sm:grid-cols-3 lg:grid-cols-5',
  10: 'sm:grid-cols-3 lg:grid-cols-5',
};

/** An open (or cancelled) battle's seats: who is in, and "Waiting…" slots for the rest. */
export function BattleLobby({
  battle,
  userName,
  canJoin,
  joining,
  onJoin,
}: {
  battle: BattleDetail;
  userName: string | null;
  canJoin: boolean;
  joining: boolean;
  onJoin: () => void;
}) {
  const open = battle.status === 'open';
  const slots = Array.from({ length: battle.players }, (_, seat) => battle.seats.find((s) => s.seat === seat) ?? null);
  const firstEmpty = slots.findIndex((slot) => slot === null);
  return (
    <Card>
      <CardHeader
        title={open ? 'Waiting for players' : 'Players'}
        icon={<UserIcon className="size-4 text-cool" />}
        extra={
          <span className="text-sm text-fg-muted tabular-nums">
            {battle.joined}/{battle.players} joined
          </span>
        }
      />
      <ul aria-label="Seats" className={cn('grid grid-cols-2 gap-3 p-4 sm:p-5', LOBBY_COLUMNS[battle.players] ?? 'sm:grid-cols-3 lg:grid-cols-5')}>
        {slots.map((seat, index) => {
          const team = battle.teamLayout ? teamOfSeat(battle.teamLayout, index) : null;
          const teamStyle = team !== null ? TEAM_STYLES[team] : null;
          if (seat) {
            return (
              <li
                key={index}
                data-seat={index}
                className="relative flex flex-col items-center gap-2 rounded-xl bg-ink-950/50 px-3 py-4 text-center ring-1 ring-line ring-inset motion-safe:animate-fade-in"
              >
                {teamStyle ? <span aria-hidden="true" className={cn('absolute inset-x-4 top-0 h-0.5 rounded-full', teamStyle.bar)} /> : null}
                <Avatar src={seat.avatarThumbUrl} name={seat.userName} size="lg" />
                <p className="w-full truncate text-sm font-semibold">
                  <PlayerLink isBot={seat.isBot} name={seat.userName} level={seat.level} className="truncate" />
                </p>
                <div className="flex flex-wrap justify-center gap-1">
                  {seat.seat === 0 && !seat.isBot ? <Badge tone="accent">Host</Badge> : null}
                  {isPlayer(seat, userName) ? <Badge tone="cool">You</Badge> : null}
                  {seat.isBot ? <Badge>Bot</Badge> : null}
                  {teamStyle ? <span className={cn('text-[11px] font-semibold', teamStyle.text)}>{teamStyle.label}</span> : null}
                </div>
              </li>
            );
          }
          const showJoin = open && canJoin && index === firstEmpty;
          return (
            <li
              key={index}
              data-seat={index}
              data-empty-seat=""
              className="relative flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong px-3 py-4 text-center"
            >
              {teamStyle ? <span aria-hidden="true" className={cn('absolute inset-x-4 top-0 h-0.5 rounded-full opacity-50', teamStyle.bar)} /> : null}
              <span className="grid size-14 place-items-center rounded-full bg-ink-800 text-fg-subtle">
                <UserIcon className="size-6" />
              </span>
              <p className={cn('text-sm text-fg-subtle', open && 'motion-safe:animate-pulse')}>{open ? 'Waiting…' : 'Empty'}</p>
              {showJoin ? (
                <Button size="sm" loading={joining} onClick={onJoin}>
                  Join
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
