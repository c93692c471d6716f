/**
 * What a battle change tells the world, after its transaction commits: the
 * list (`battles`), the battle's own topic, the live feed, and each player's
 * balance. A settled battle also announces its end when the reels stop.
 */
import type { FastifyInstance } from 'fastify';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { AppError } from '../errors';
import { publishLive } from '../live/feed';
import { publishKnownBalance } from '../wallet/publish';
import type { BalanceChange } from './service';
import { loadBattle, loadSeats, type BattleState } from './repository';
import { toDetail } from './views';

export type BattleEvent = 'created' | 'joined' | 'settled' | 'cancelled' | 'completed';

export async function battleDetail(app: FastifyInstance, battleId: string): Promise<BattleDetail> {
  const { db, storage } = app.resources;
  const battle = await loadBattle(db, battleId);
  if (!battle) throw new AppError('not_found', 'That battle does not exist.');
  return toDetail(storage, battle, await loadSeats(db, [battleId]), Date.now());
}

function cardOf(view: BattleDetail) {
  const { packs: _packs, roundPacks: _order, results: _results, fairness: _fairness, serverNow: _now, ...card } = view;
  return card;
}

/**
 * Publishes a change from the battle as the change left it (no reading it
 * back), and returns the view the caller answers with.
 */
export async function publishBattleChange(app: FastifyInstance, state: BattleState, event: BattleEvent, balances: BalanceChange[]): Promise<BattleDetail> {
  const { bus, storage } = app.resources;
  const battleId = state.battle.id;
  const view = toDetail(storage, state.battle, state.seats, Date.now());
  await bus.publish({ topic: 'battles', event: 'battle', data: cardOf(view) });
  await bus.publish({ topic: `battle:${battleId}`, event, data: view });
  if (event === 'settled') {
    await publishLive(
      bus,
      view.seats
        .filter((seat) => seat.userId && (view.results?.payouts[seat.seat] ?? 0) > 0)
        .map((seat) => ({
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
    );
    scheduleCompletion(app, state, view.completedAt);
  }
  // A winner's new balance is revealed when the reels end, like the win itself.
  for (const change of balances) await publishKnownBalance(bus, change.userId, change.balanceCents, change.atReveal ? view.completedAt : 0);
  return view;
}

/**
 * Announces the end of the reels (winners, payouts) at completedAt. Only a
 * courtesy: a client that misses it (this process restarted) reads the same
 * answer from GET /api/battles/:id once the time has passed.
 */
function scheduleCompletion(app: FastifyInstance, state: BattleState, completedAtMs: number) {
  const timer = setTimeout(() => {
    void publishBattleChange(app, state, 'completed', []).catch((error: unknown) =>
      app.log.warn({ err: error, battleId: state.battle.id }, 'could not announce a finished battle'),
    );
  }, Math.max(0, completedAtMs - Date.now()) + 50);
  timer.unref();
}
