import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { isRealityCheckRefusal } from '../../../lib/reality-check-signal';
import { useMe } from '../../../lib/session';
import { useSendToSignIn } from '../../auth/return-to';
import { newIdempotencyKey } from '../api';
import { useJoinBattle } from '../requests/join-battle';

export const LOGIN_TO_JOIN = 'Please login to join';
export const JOINED_BATTLE = 'Joined battle!';

/** A battle's page; a private battle's carries its key. */
export function battlePath(battleId: string, key?: string | null): string {
  return `/allbattlesecondsec/${battleId}${key ? `?${new URLSearchParams({ key })}` : ''}`;
}

/**
 * Joining a battle from anywhere: signed out → "Please login to join" and off to /loginsignup (and back to the battle after);
 * signed in → pay the entry, say so, and open the battle. `successMessage` defaults to the
 * server's ("You have successfully joined this battle!").
 */
export function useJoinFlow() {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const sendToSignIn = useSendToSignIn();
  const join = useJoinBattle(me?.id ?? null);
  const [joiningId, setJoiningId] = useState<string | null>(null);

  async function start(battleId: string, options: { successMessage?: string; openBattle?: boolean; borrowPercent?: number; key?: string | null } = {}) {
    if (!me) {
      // Back to the battle after signing in, to take the seat there.
      await sendToSignIn(`/allbattlesecondsec/${battleId}`, LOGIN_TO_JOIN);
      return;
    }
    if (joiningId) return;
    setJoiningId(battleId);
    try {
      const answer = await join.mutateAsync({ battleId, idempotencyKey: newIdempotencyKey(), borrowPercent: options.borrowPercent, key: options.key });
      toast.success(options.successMessage ?? answer.message);
      if (options.openBattle !== false) await navigate(battlePath(battleId, options.key));
    } catch (error) {
      // Signed out meanwhile: the reason goes with them to the sign-in page. A reality check due
      // shows as the layout's dialog, not a toast.
      if (error instanceof ApiError && error.status === 401) await sendToSignIn(`/allbattlesecondsec/${battleId}`, error.message);
      else if (!isRealityCheckRefusal(error)) toast.error(errorMessage(error));
    } finally {
      setJoiningId(null);
    }
  }

  return { start, joiningId, signedIn: Boolean(me), userName: me?.userName ?? null };
}
