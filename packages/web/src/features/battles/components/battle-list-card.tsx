import { Button, ButtonLink } from '../../../components/ui/button';
import { isPlayer, type BattleCard as BattleCardData } from '../api';
import { BattleCard } from './battle-card';
import { BattleStatusBadge, shortId } from './battle-status-badge';

/**
 * A battle from the API as a list card. Open battles you are not in offer "Join Battle"; every
 * other battle (including an open one you already sit in) offers "View Battle".
 */
export function BattleListCard({
  battle,
  userName,
  joining,
  onJoin,
  showId = false,
}: {
  battle: BattleCardData;
  userName: string | null;
  joining: boolean;
  onJoin: (battleId: string) => void;
  showId?: boolean;
}) {
  const seated = battle.seats.some((seat) => isPlayer(seat, userName));
  const canJoin = battle.status === 'open' && !seated;
  const [winner, ...others] = battle.winners;
  return (
    <BattleCard
      modeLabel={battle.modeLabel + (battle.teamLayout ? ` ${battle.teamLayout}` : '')}
      badge={<BattleStatusBadge status={battle.status} />}
      idLabel={showId ? shortId(battle.id) : undefined}
      entryCents={battle.entryCents}
      potCents={battle.potCents}
      seats={battle.players}
      players={battle.seats.map((seat) => ({ id: String(seat.seat), name: seat.userName, avatarUrl: seat.avatarThumbUrl, isBot: seat.isBot }))}
      rounds={battle.rounds.map((round) => ({ name: round.name, thumbUrl: round.thumbUrl }))}
      winner={winner ? { name: winner.userName, avatarUrl: winner.avatarThumbUrl, amountWonCents: winner.amountWonCents } : null}
      extraWinners={others.length}
      footerNote={
        battle.status === 'running'
          ? 'Reels are spinning'
          : battle.status === 'cancelled'
            ? 'Cancelled, entries refunded'
            : seated
              ? "You're in. Waiting for players"
              : 'Waiting for players'
      }
      action={
        canJoin ? (
          <Button variant="primary" loading={joining} onClick={() => onJoin(battle.id)}>
            Join Battle
          </Button>
        ) : (
          <ButtonLink to={`/allbattlesecondsec/${battle.id}`} variant="secondary">
            View Battle
          </ButtonLink>
        )
      }
    />
  );
}
