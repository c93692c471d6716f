/**
 * A fresh install that looks alive: a few demo players who opened packs and
 * played battles against the house's bots and said hello in the chat, so the
 * home page, the drops ticker, the battle list, the race boards and the chat
 * are not empty on the first start.
 * Everything goes through the real services (the ledger pays each bonus, open
 * and entry), so `npm run ledger:verify` holds. Seeded once, with the demo
 * catalogue, into an empty database only (DESIGN §18: never in production
 * unless SEED_DEMO asks).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import type { Database } from '../db/client';
import { createBattle, fillWithBots } from '../battles/service';
import { ensurePromotions, ensureWallet, transfer } from '../ledger/ledger';
import { openPack } from '../packs/open';
import { insertMessage } from '../chat/repository';
import { demoPackIds, insertDemoPlayer } from './repository';

const DEMO_PLAYERS = ['NovaRunner', 'PixelQueen', 'LuckyLynx', 'CrateCrusher'];

/** What the demo players said, oldest first: the chat is not empty on the first start. */
const DEMO_CHAT: Array<[player: number, text: string]> = [
  [0, 'gm everyone, who is up for a battle?'],
  [1, 'just pulled a knife from the starter case 🔥'],
  [2, 'nice! I keep getting the blue ones lol'],
  [3, 'shared mode with 4 is the most fun imo'],
  [0, 'rain in a bit, remember to press Join'],
  [1, 'gl all'],
];
const CHAT_GAP_MS = 90_000;

export type ActivityResult = { players: number; opens: number; battles: number; messages: number };

export async function seedDemoActivity(db: Database, houseEdge: number): Promise<ActivityResult> {
  const packs = await demoPackIds(db);
  if (packs.length === 0) return { players: 0, opens: 0, battles: 0, messages: 0 };
  const userIds: string[] = [];
  const cheap = packs.slice(0, Math.min(4, packs.length));
  let opens = 0;
  let battles = 0;
  for (const [index, userName] of DEMO_PLAYERS.entries()) {
    const userId = randomUUID();
    userIds.push(userId);
    await db.transaction(async (tx) => {
      await insertDemoPlayer(tx, { id: userId, userName, clientSeed: randomBytes(16).toString('hex') });
      await transfer(tx, {
        debitAccountId: await ensurePromotions(tx),
        creditAccountId: await ensureWallet(tx, userId),
        amountCents: SIGNUP_BONUS_CENTS,
        kind: 'signup_bonus',
        idempotencyKey: `signup_bonus:${userId}`,
      });
    });
    // A few opens each, of the cheaper packs, and one dearer.
    for (let i = 0; i < 3; i++) {
      const pack = i === 2 ? packs[Math.min(packs.length - 1, 4 + index)]! : cheap[(index + i) % cheap.length]!;
      await openPack(db, { userId, packId: pack.id, count: 1 + (i % 2), idempotencyKey: undefined, houseEdge });
      opens += 1 + (i % 2);
    }
    // A battle against bots: two or four seats, one or two rounds of cheap packs.
    const players = index % 2 === 0 ? 2 : 4;
    const mode = (['normal', 'upside_down', 'shared', 'normal'] as const)[index]!;
    const packIds = [cheap[index % cheap.length]!.id, ...(index % 2 === 1 ? [cheap[(index + 1) % cheap.length]!.id] : [])];
    const { battleId } = await createBattle(db, { userId, body: { players, mode, packIds }, idempotencyKey: undefined, houseEdge });
    await fillWithBots(db, { userId, battleId });
    battles += 1;
  }
  // A little talk in the chat, a minute and a half apart, the last just now.
  const now = Date.now();
  for (const [i, [player, text]] of DEMO_CHAT.entries()) {
    await insertMessage(db, { userId: userIds[player]!, kind: 'player', text, at: new Date(now - (DEMO_CHAT.length - 1 - i) * CHAT_GAP_MS) });
  }
  return { players: DEMO_PLAYERS.length, opens, battles, messages: DEMO_CHAT.length };
}
