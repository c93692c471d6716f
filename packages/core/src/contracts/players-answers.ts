/** GET /api/users/:name: a player's public profile (zod/mini, see auth-answers.ts). Nothing private: no phone, e-mail, balance or id. */
import * as z from 'zod/mini';
import { battleCardSchema } from './battles-answers';

const cents = z.number().check(z.int());

export const playerDropSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  valueCents: cents,
  thumbUrl: z.nullable(z.string()),
  packId: z.string(),
  packName: z.string(),
  at: z.number(),
});

export const publicPlayerSchema = z.object({
  userName: z.string(),
  avatarUrl: z.nullable(z.string()),
  avatarThumbUrl: z.nullable(z.string()),
  joinedAt: z.number(),
  /** Their level (DESIGN §21), shown as a badge beside the name. */
  level: z.number(),
  battlesPlayed: z.number(),
  battlesWon: z.number(),
  biggestWinCents: cents,
  recentBattles: z.array(battleCardSchema),
  topDrops: z.array(playerDropSchema),
});
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

export const publicPlayerAnswerSchema = z.object({ player: publicPlayerSchema });
