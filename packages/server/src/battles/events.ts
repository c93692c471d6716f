/**
 * What a battle change tells the world, after its transaction commits: the
 * list (`battles`), the battle's own topic, and each player's balance. A
 * settled battle announces its end when the reels stop, and only then puts
 * its winners on the live feed.
 */
import type { FastifyInstance } from 'fastify';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { AppError } from '../errors';
import { liveMessages } from '../live/feed';
import { publishInBackground, type BusMessage } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import type { BalanceChange } from './service';
import { loadBattle, loadSeats, type BattleState } from './repository';
import { toDetail } from './views';
import { NO_SUCH_BATTLE, keyOpens } from './service';

export type BattleEvent = 'created' | 'joined' | 'settled' | 'cancelled' | 'completed';

/** Who asks to see a battle: a private one shows only with its key, or to those seated in it (its host first). */
export type BattleAccess = { userId: string | null; key: string | undefined };

export async function battleDetail(app: FastifyInstance, battleId: string, access: BattleAccess): Promise<BattleDetail> {
  const { db, storage } = app.resources;
  const battle = await loadBattle(db, battleId);
  if (!battle) throw new AppError('not_found', NO_SUCH_BATTLE);
  const seats = await loadSeats(db, [battleId]);
  const seated = access.userId !== null && (battle.host_user_id === access.userId || seats.some((seat) => seat.user_id === access.userId));
  if (!seated && !keyOpens(battle, access.key)) throw new AppError('not_found', NO_SUCH_BATTLE);
  return toDetail(storage, battle, seats, Date.now(), battle.private_key !== null);
}

/** The topic a battle's own events go to: a private battle's carries its key, so only those who have the link can follow it. */
export const battleTopic = (battle: { id: string; private_key: string | null }) => (battle.private_key ? `battle:${battle.id}:${battle.private_key}` : `battle:${battle.id}`);

function cardOf(view: BattleDetail) {
  const { packs: _packs, roundPacks: _order, results: _results, fairness: _fairness, serverNow: _now, key: _key, ...card } = view;
  return card;
}

/**
 * Publishes a change from the battle as the change left it (no reading it
 * back), in one bus message, without holding the answer back for it; returns
 * the view the caller answers with. `extra` events go out in the same message.
 */
export function publishBattleChange(app: FastifyInstance, state: BattleState, event: BattleEvent, balances: BalanceChange[], extra: BusMessage[] = []): BattleDetail {
  const { bus, storage } = app.resources;
  const isPrivate = state.battle.private_key !== null;
  // The answer goes to the host or a player who came with the key; the topic's events carry no key.
  const answer = toDetail(storage, state.battle, state.seats, Date.now(), isPrivate);
  const view = { ...answer, key: null };
  const messages: BusMessage[] = [...extra, { topic: battleTopic(state.battle), event, data: view }];
  // A private battle is never listed or shown in the live feed.
  if (!isPrivate) messages.push({ topic: 'battles', event: 'battle', data: cardOf(view) });
  // The live feed names a battle's winners only once the reels have landed (the 'completed' change
  // scheduled at settlement): announced earlier, it would tell spectators the result before they see it.
  if (event === 'completed' && !isPrivate) {
    const wins = view.seats.filter((seat) => !seat.isBot && (view.results?.payouts[seat.seat] ?? 0) > 0);
    messages.push(
      ...liveMessages(
        wins.map((seat) => ({
          id: `win:${view.id}:${seat.seat}`,
          kind: 'battle_win' as const,
          userName: seat.userName,
          avatarThumbUrl: seat.avatarThumbUrl,
          itemName: 'Battle win',
          valueCents: view.results!.payouts[seat.seat]!,
          thumbUrl: null,
          source: { kind: 'battle' as const, id: view.id, name: view.modeLabel },
          at: view.completedAt,
        })),
      ),
    );
  }
  if (event === 'settled') scheduleCompletion(app, state, view.completedAt);
  // A winner's new balance is revealed when the reels end, like the win itself.
  messages.push(...balances.map((change) => balanceMessage(change.userId, change.balanceCents, change.atReveal ? view.completedAt : 0)));
  publishInBackground(bus, app.log, messages);
  return answer;
}

/**
 * Announces the end of the reels (winners, payouts) at completedAt. Only a
 * courtesy: a client that misses it (this process restarted) reads the same
 * answer from GET /api/battles/:id once the time has passed.
 */
function scheduleCompletion(app: FastifyInstance, state: BattleState, completedAtMs: number) {
  const timer = setTimeout(() => publishBattleChange(app, state, 'completed', []), Math.max(0, completedAtMs - Date.now()) + 50);
  timer.unref();
}

/** Tells the battle's watchers and the list that these battles were cancelled and refunded (expiry, suspension, self-exclusion). */
export function publishCancelledBattles(app: FastifyInstance, cancelled: ReadonlyArray<{ state: BattleState; balances: BalanceChange[] }>): void {
  for (const { state, balances } of cancelled) {
    publishBattleChange(app, state, 'cancelled', balances, [{ topic: 'battles', event: 'removed', data: { id: state.battle.id } }]);
  }
}
