/** The inventory: items won, and selling them back to the house for their value (DESIGN §3). */
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { balanceOf, ensureHouse, ensureWallet, transfer } from '../ledger/ledger';
import { holdsFreeCaseItems, listOwned, markSold } from './repository';
import { lockPlaythrough } from '../cashier/repository/withdrawals';
import { addTurnoverDue } from '../cashier/service';
import type { Clock } from '../clock';

export function listInventory(db: Database, input: { userId: string; limit: number; offset: number }) {
  return listOwned(db, input);
}

export type Sale = { ids: string[]; totalCents: number; balanceCents: number };

/**
 * Sells items in one transaction: marks them sold (an item already sold is
 * left out) and pays their recorded value from the house to the wallet. The
 * ledger locks the two accounts itself.
 */
export async function sellItems(db: Database, input: { userId: string; ids: string[] | 'all'; bonusPlaythrough: number; clock: Clock }): Promise<Sale> {
  return db.transaction(async (tx) => {
    // A sale of a free case's item adds play-through: the play-through row is locked before the
    // items, the order every cashier step (shipping) takes them in.
    const playthrough = (await holdsFreeCaseItems(tx, input)) ? await lockPlaythrough(tx, input.userId) : undefined;
    const rows = await markSold(tx, input);
    if (rows.length === 0) throw new AppError('conflict', 'Those items are not in your inventory any more.');
    const totalCents = rows.reduce((sum, row) => sum + Number(row.value_cents), 0);
    // A free case's item sold is bonus money (DESIGN §19, §21): it must be played through before it leaves.
    const freeCents = rows.filter((row) => row.source_type === 'free_case').reduce((sum, row) => sum + Number(row.value_cents), 0);
    // (A free case claimed between that read and the lock of an 'all' sale: its row is locked now.)
    if (freeCents > 0) await addTurnoverDue(tx, { userId: input.userId, amountCents: freeCents * input.bonusPlaythrough, at: input.clock.now(), locked: playthrough ?? (await lockPlaythrough(tx, input.userId)) });
    const wallet = await ensureWallet(tx, input.userId);
    const house = await ensureHouse(tx, input.userId);
    // Items worth nothing move no money: the ledger refuses an empty transfer.
    const balanceCents =
      totalCents > 0
        ? (await transfer(tx, { debitAccountId: house, creditAccountId: wallet, amountCents: totalCents, kind: 'item_sale', refType: 'inventory', refId: rows[0]!.id })).creditBalanceCents!
        : await balanceOf(tx, wallet);
    return { ids: rows.map((r) => r.id), totalCents, balanceCents };
  });
}
