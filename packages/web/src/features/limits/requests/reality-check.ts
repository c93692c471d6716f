/**
 * The reality check's calls (DESIGN §16b). The watch that makes them is part of every page, so the
 * schemas come with the answers, not with the first download (decision 018).
 */
import { apiFetch } from '../../../lib/api';

const realityCheckAnswerSchema = () => import('@lootforge/core/contracts/limits-answers').then((m) => m.realityCheckAnswerSchema);
const limitsAnswerSchema = () => import('@lootforge/core/contracts/limits-answers').then((m) => m.limitsAnswerSchema);

/** POST /api/limits/activity: a minute of play for the signed-in player; answers whether a check is due. */
export function reportActivity() {
  return apiFetch('/api/limits/activity', { method: 'POST', schema: realityCheckAnswerSchema });
}

/** POST /api/limits/reality-check/ack: the player has seen the check; stakes open again. */
export function acknowledgeRealityCheck() {
  return apiFetch('/api/limits/reality-check/ack', { method: 'POST', schema: realityCheckAnswerSchema });
}

/** The check as it stands, without counting a minute of play (after a stake was refused for it). */
export async function readRealityCheck() {
  const limits = await apiFetch('/api/limits', { schema: limitsAnswerSchema });
  return { realityCheck: limits.realityCheck };
}
