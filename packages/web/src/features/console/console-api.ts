/**
 * The operator console's calls (DESIGN §17): players (search, page, transactions), balance
 * adjustments, suspensions, the finance report, admin races and the second factor. The server
 * checks the admin session on every one; a player's cookie gets 401.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adjustAnswerSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUserTransactionsSchema,
  financeAnswerSchema,
  suspendAnswerSchema,
  totpSetupSchema,
} from '@lootforge/core/contracts/operator-answers';
import { adminRaceAnswerSchema, adminRacesAnswerSchema } from '@lootforge/core/contracts/races-answers';
import * as z from 'zod/mini';
import { apiFetch } from '../../lib/api';
import { adminMeQueryKey, adminQueryKey } from './api';

export type { AdminUserDetail, AdminUserRow, FinanceDay, FinanceReport } from '@lootforge/core/contracts/operator-answers';
export type { AdminRace } from '@lootforge/core/contracts/races-answers';

const usersKey = [...adminQueryKey, 'users'] as const;
const userKey = (id: string) => [...usersKey, id] as const;
const racesKey = [...adminQueryKey, 'races'] as const;

/** GET /api/admin/users?q=: players by name, phone, e-mail or id, a page at a time. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: [...usersKey, 'search', q],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q, limit: '25' });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch(`/api/admin/users?${params}`, { signal, schema: adminUsersPageSchema });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/admin/users/:id: a player's balance, wagers, result, battles, opens, sessions, referrals. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { signal, schema: adminUserDetailSchema }),
  });
}

/** GET /api/admin/users/:id/transactions: their wallet's transfers, newest first, a page at a time. */
export function useAdminUserTransactions(id: string) {
  return useInfiniteQuery({
    queryKey: [...userKey(id), 'transactions'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/transactions?${params}`, { signal, schema: adminUserTransactionsSchema });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/admin/users/:id/adjust: a credit (positive) or debit (negative) with a reason. */
export function useAdjustBalance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amountCents: number; reason: string }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(id)}/adjust`, { method: 'POST', body: input, schema: adjustAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** POST /api/admin/users/:id/suspend or /unsuspend, with a reason. */
export function useSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'suspend' | 'unsuspend'; reason: string }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(id)}/${input.action}`, { method: 'POST', body: { reason: input.reason }, schema: suspendAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** GET /api/admin/finance?from=&to=: per UTC day, both days included. */
export function useFinance(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...adminQueryKey, 'finance', range.from, range.to],
    queryFn: ({ signal }) => apiFetch(`/api/admin/finance?${new URLSearchParams(range)}`, { signal, schema: financeAnswerSchema }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminRaces() {
  return useQuery({ queryKey: racesKey, queryFn: ({ signal }) => apiFetch('/api/admin/races', { signal, schema: adminRacesAnswerSchema }) });
}

export type NewRace = { name: string; startsAt: string; endsAt: string; poolCents: number; minWagerCents?: number; splitPercents?: number[] };

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (race: NewRace) => apiFetch('/api/admin/races', { method: 'POST', body: race, schema: adminRaceAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: racesKey }),
  });
}

export function useCancelRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/races/${id}/cancel`, { method: 'POST', schema: adminRaceAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: racesKey }),
  });
}

/** POST /api/admin/totp/setup: a new secret and its QR code (not yet in force). */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => apiFetch('/api/admin/totp/setup', { method: 'POST', schema: totpSetupSchema }) });
}

/** POST /api/admin/totp/enable: a code from the app confirms the secret; from then on sign-in asks for one. */
export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiFetch('/api/admin/totp/enable', { method: 'POST', body: { code }, schema: z.object({ totpEnabled: z.boolean(), message: z.string() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMeQueryKey }),
  });
}
