import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { SUBSCRIBED, readAgain, useTopic } from '../../lib/realtime';
import { meQueryKey, type Me } from '../../lib/session';
import { forgetUser } from '../../lib/stored-session';
import { showBalance, walletQueryKey } from '../../lib/wallet-balance';
import { walletTransactionsQueryKey } from './requests/get-transactions';

type BalanceEvent = { balanceCents: number; revealAt: number };

function isBalanceEvent(data: unknown): data is BalanceEvent {
  if (typeof data !== 'object' || data === null) return false;
  const { balanceCents, revealAt } = data as Record<string, unknown>;
  return Number.isSafeInteger(balanceCents) && (revealAt === undefined || typeof revealAt === 'number');
}

/**
 * Keeps the balance (navbar pill, /wallet) and the transaction list live from the signed-in
 * user's `user` topic, and signs the page out when the server ends the session (suspension: with its message;
 * a sign-out elsewhere: quietly). Mount it once. A battle win arrives with `revealAt` in the future and
 * is held back until then, so the balance jumps when the reels stop, not before.
 */
export function useLiveWallet(signedIn: boolean): void {
  const queryClient = useQueryClient();
  // Each event is numbered as it arrives; a held-back win never overwrites a newer balance.
  const arrived = useRef(0);
  const applied = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  // Held-back balances belong to this session: signing out (or unmounting) drops them.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [signedIn]);

  const navigate = useNavigate();
  useTopic(signedIn ? 'user' : null, (event, data) => {
    // The server ended this session (a suspension): say why and leave as a signed-out visitor.
    if (event === 'signed_out') {
      const message = (data as { message?: unknown } | null)?.message;
      toast.error(typeof message === 'string' ? message : 'You have been signed out.', { carriesOver: true });
      void navigate('/loginsignup');
      queryClient.setQueryData<Me | null>(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      forgetUser();
      return;
    }
    // Listening from now on: what changed before (while the page loaded, or the socket was away) is read again.
    if (event === SUBSCRIBED) {
      // The balance, its transactions and summary (all under the wallet's key).
      void readAgain(queryClient, walletQueryKey);
      return;
    }
    // This page's session ended (signed out here or in another tab): ask who is signed in now, quietly.
    if (event === 'session_ended') {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return;
    }
    if (event !== 'balance' || !isBalanceEvent(data)) return;
    const sequence = ++arrived.current;
    const apply = () => {
      if (sequence < applied.current) return;
      applied.current = sequence;
      showBalance(queryClient, data.balanceCents);
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: [...walletQueryKey, 'summary'] });
    };
    const waitMs = (data.revealAt ?? 0) - Date.now();
    if (waitMs <= 0) {
      apply();
      return;
    }
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      apply();
    }, waitMs);
    timers.current.add(timer);
  });
}
