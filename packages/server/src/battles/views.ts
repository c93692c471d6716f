/** Battle rows → the API's shapes. What is secret until settlement stays out. */
import { modeLabel, seatPrice, seatWinnings, sponsoredShareCents, teamOfSeat, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import type { BattleCard, BattleDetail, BattleStatus } from '@lootforge/core/contracts/battles';
import { levelOf } from '@lootforge/core/levels';
import { fileUrl, type Storage } from '../storage/storage';
import type { BattleRow, SeatRow } from './repository';

const ms = (date: Date | null) => (date ? date.getTime() : 0);

export function statusOf(battle: BattleRow, nowMs: number): BattleStatus {
  if (battle.status === 'open' || battle.status === 'cancelled') return battle.status;
  return ms(battle.completed_at) > nowMs ? 'running' : 'completed';
}

/**
 * `viewerId`: the player a history page is for; their card says what they paid
 * (a host's sponsoring of the other seats included) and, once the reels end, received.
 */
export function toCard(storage: Storage, battle: BattleRow, seats: SeatRow[], nowMs: number, viewerId?: string): BattleCard {
  const status = statusOf(battle, nowMs);
  const layout = battle.team_layout as TeamLayout | null;
  const seatViews = seats.map((seat) => ({
    seat: seat.seat,
    userName: seat.bot_name ?? seat.user_name ?? 'Unknown',
    avatarThumbUrl: fileUrl(storage, seat.avatar_thumb_key),
    isBot: seat.user_id === null,
    level: seat.user_id === null ? null : levelOf(Number(seat.xp_cents ?? 0)),
    team: layout ? teamOfSeat(layout, seat.seat) : null,
    // Payouts stay hidden until the reels have finished, so nobody sees the end first.
    payoutCents: status === 'completed' ? seat.payout_cents : null,
    borrowPercent: seat.borrow_percent,
  }));
  const mySeat = viewerId ? seats.find((seat) => seat.user_id === viewerId) : undefined;
  const results = battle.results as BattleDetail['results'];
  const myWinnings = status === 'completed' && mySeat && results ? seatWinnings(results)[mySeat.seat] : undefined;
  const sponsoring = (battle.players - 1) * sponsoredShareCents(battle.entry_cents, battle.fund_percent);
  return {
    id: battle.id,
    mode: battle.mode as BattleMode,
    modeLabel: modeLabel(battle.mode as BattleMode, battle.cursed),
    cursed: battle.cursed,
    fast: battle.fast,
    private: battle.private_key !== null,
    fundPercent: battle.fund_percent,
    joinCents: seatPrice({ entryCents: battle.entry_cents, fundPercent: battle.fund_percent, borrowPercent: 0, host: false }).paidCents,
    teamLayout: layout,
    players: battle.players,
    joined: battle.joined,
    entryCents: battle.entry_cents,
    potCents: battle.pot_cents,
    status,
    isActive: battle.status === 'open' ? 0 : 1,
    hostName: seatViews[0]?.userName ?? 'Unknown',
    seats: seatViews,
    rounds: battle.rounds.order.map((index) => {
      const pack = battle.rounds.packs[index]!;
      return { packId: pack.packId, name: pack.name, priceCents: pack.priceCents, thumbUrl: fileUrl(storage, pack.thumbKey) };
    }),
    winners:
      status === 'completed'
        ? seatViews
            .filter((s) => (s.payoutCents ?? 0) > 0)
            .map((s) => ({ userName: s.userName, avatarThumbUrl: s.avatarThumbUrl, amountWonCents: s.payoutCents! }))
        : [],
    createdAt: ms(battle.created_at),
    startedAt: ms(battle.started_at),
    completedAt: ms(battle.completed_at),
    ...(viewerId && {
      mine: mySeat
        ? {
            seat: mySeat.seat,
            // A cancelled battle refunded everything: nothing was paid in the end.
            paidCents: battle.status === 'cancelled' ? 0 : mySeat.paid_cents + (mySeat.user_id === battle.host_user_id ? sponsoring : 0),
            receivedCents: status === 'completed' ? (mySeat.payout_cents ?? 0) : battle.status === 'cancelled' ? 0 : null,
            // Like the payout, hidden until the reels have finished.
            houseKeptCents: myWinnings ? myWinnings.houseKeptCents : battle.status === 'cancelled' ? 0 : null,
          }
        : null,
    }),
  };
}

/** `revealKey`: the asker may see a private battle's key (its host, or someone who came with it). */
export function toDetail(storage: Storage, battle: BattleRow, seats: SeatRow[], nowMs: number, revealKey = false): BattleDetail {
  const settled = battle.status === 'settled';
  return {
    ...toCard(storage, battle, seats, nowMs),
    packs: battle.rounds.packs.map((pack) => ({
      packId: pack.packId,
      name: pack.name,
      priceCents: pack.priceCents,
      thumbUrl: fileUrl(storage, pack.thumbKey),
      items: pack.items.map((item) => ({ itemId: item.itemId, name: item.name, valueCents: item.valueCents, oddsPpm: item.oddsPpm, thumbUrl: fileUrl(storage, item.thumbKey) })),
      tableHash: pack.tableHash ?? null,
    })),
    roundPacks: battle.rounds.order,
    // The rolls are fixed once settled; the reels play them against the server's timestamps.
    results: settled ? (battle.results as BattleDetail['results']) : null,
    fairness: {
      serverSeedHash: battle.server_seed_hash,
      serverSeed: settled ? battle.server_seed : null,
      clientSeed: battle.client_seed,
      playerClientSeeds: settled ? seats.map((s) => s.client_seed) : [],
    },
    key: revealKey ? battle.private_key : null,
    serverNow: nowMs,
  };
}
