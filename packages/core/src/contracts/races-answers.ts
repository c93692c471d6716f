/** What the race calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

export const raceSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['daily', 'weekly', 'custom']),
  /** A race stays running after endsAt until the sweep has paid it (within a minute). */
  status: z.enum(['running', 'finished', 'scheduled', 'cancelled']),
  startsAt: z.string(),
  endsAt: z.string(),
  poolCents: cents,
  /** What a player must wager in this race to be ranked and paid. */
  minWagerCents: cents,
  prizes: z.array(z.object({ rank: z.number(), prizeCents: cents })),
  /** The top 10 (a finished race: its final standings), with the prize each rank pays. */
  leaders: z.array(z.object({ rank: z.number(), userName: z.string(), level: z.number(), wagerCents: cents, prizeCents: cents })),
  /** The signed-in player's own standing (rank null until they have wagered the race's minimum); null for a visitor. */
  me: z.nullable(z.object({ rank: z.nullable(z.number()), wagerCents: cents })),
});
export type Race = z.infer<typeof raceSchema>;

/** GET /api/races: running, scheduled and the most recent finished races. */
export const racesAnswerSchema = z.object({ races: z.array(raceSchema) });
/** GET /api/races/:id */
export const raceAnswerSchema = z.object({ race: raceSchema });

/** An admin's view adds the split and what happened to the race. */
export const adminRaceSchema = z.extend(raceSchema, { splitPercents: z.array(z.number()), createdAt: z.string(), cancelledAt: z.nullable(z.string()) });
export type AdminRace = z.infer<typeof adminRaceSchema>;
/** GET /api/admin/races */
export const adminRacesAnswerSchema = z.object({ races: z.array(adminRaceSchema) });
/** POST /api/admin/races, POST /api/admin/races/:id/cancel */
export const adminRaceAnswerSchema = z.object({ race: adminRaceSchema });

/** WebSocket topic `races`, event `race`: a race's new standings (me is null), at most about once a second per race. */
export const raceEventSchema = raceSchema;
