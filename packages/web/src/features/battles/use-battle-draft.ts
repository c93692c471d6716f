import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { battleRulesProblem, CURSABLE_MODES, hostPaysCents, layoutsFor, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import { createBattleSchema, PLAYERS_RULE, VALID_AMOUNT } from '@lootforge/core/contracts/battles';
import type { PackSummary } from '@lootforge/core/contracts/packs';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useMe } from '../auth/api';
import { newIdempotencyKey, useCreateBattle } from './api';

/** A round needs only what the form shows of a pack. */
export type RoundPack = Pick<PackSummary, 'id' | 'name' | 'priceCents' | 'thumbUrl'>;

/** Whole numbers 2..10 only (spec §5); anything else is null. */
export function parsePlayers(text: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return null;
  const players = Number(text);
  return players >= MIN_PLAYERS && players <= MAX_PLAYERS ? players : null;
}

/**
 * The battle being set up: players, mode (and team layout), a pack per round and the entry they
 * add up to. Creating it toasts and opens the new battle; a failure toasts the server's message
 * and keeps what was entered.
 */
export function useBattleDraft(onCreated?: () => void) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateBattle(me?.id ?? null);
  const [playersText, setPlayersText] = useState('');
  const [playersTouched, setPlayersTouched] = useState(false);
  const [mode, setMode] = useState<BattleMode>('normal');
  const [teamLayout, setTeamLayout] = useState<TeamLayout | null>(null);
  const [rounds, setRounds] = useState<RoundPack[]>([]);
  const [cursed, setCursed] = useState(false);
  const [fast, setFast] = useState(false);
  const [isPrivate, setPrivate] = useState(false);
  const [fundPercent, setFundPercent] = useState(0);
  const [borrowPercent, setBorrowPercent] = useState(0);
  const attemptRef = useRef<{ signature: string; key: string } | null>(null);

  const players = parsePlayers(playersText);
  const layouts = players ? layoutsFor(players) : [];
  const entryCents = rounds.reduce((sum, pack) => sum + pack.priceCents, 0);
  const full = rounds.length >= MAX_ROUNDS;
  // Cursed only where the mode has a cursed form: the form never offers what the server refuses.
  const cursable = CURSABLE_MODES.includes(mode);
  const cursedOn = cursed && cursable;
  const rulesProblem = players ? battleRulesProblem({ mode, players, rounds: rounds.length, cursed: cursedOn }) : null;
  const youPayCents = players ? hostPaysCents({ entryCents, players, fundPercent, borrowPercent }) : entryCents;

  function changePlayers(text: string) {
    setPlayersText(text);
    const next = parsePlayers(text);
    const nextLayouts = next ? layoutsFor(next) : [];
    if (mode === 'team' && next && nextLayouts.length === 0) setMode('normal');
    if (teamLayout && !nextLayouts.includes(teamLayout)) setTeamLayout(nextLayouts[0] ?? null);
  }

  function chooseMode(next: BattleMode) {
    setMode(next);
    if (next === 'team' && !teamLayout) setTeamLayout(layouts[0] ?? null);
  }

  function addRound(pack: RoundPack) {
    if (full) {
      toast.error(`A battle has at most ${MAX_ROUNDS} rounds.`);
      return;
    }
    setRounds((current) => [...current, pack].slice(0, MAX_ROUNDS));
  }

  async function submit() {
    setPlayersTouched(true);
    if (players === null) return void toast.error(`Players: ${PLAYERS_RULE}.`);
    if (rounds.length === 0 || entryCents <= 0) return void toast.error(VALID_AMOUNT);
    if (mode === 'team' && layouts.length === 0) return void toast.error('Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.');
    if (rulesProblem) return void toast.error(rulesProblem);
    const parsed = createBattleSchema.safeParse({
      players,
      mode,
      teamLayout: mode === 'team' ? (teamLayout ?? layouts[0]) : null,
      packIds: rounds.map((pack) => pack.id),
      cursed: cursedOn,
      fast,
      private: isPrivate,
      fundPercent,
      borrowPercent,
    });
    if (!parsed.success) return void toast.error(parsed.error.issues[0]?.message ?? VALID_AMOUNT);
    // One key per battle asked for: pressing again after a lost answer cannot pay twice.
    const signature = JSON.stringify(parsed.data);
    if (attemptRef.current?.signature !== signature) attemptRef.current = { signature, key: newIdempotencyKey() };
    try {
      const { battle, message } = await create.mutateAsync({ input: parsed.data, idempotencyKey: attemptRef.current.key });
      attemptRef.current = null;
      toast.success(message);
      onCreated?.();
      await navigate(`/allbattlesecondsec/${battle.id}${battle.key ? `?${new URLSearchParams({ key: battle.key })}` : ''}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return {
    signedIn: Boolean(me),
    creating: create.isPending,
    playersText,
    players,
    playersError: playersTouched && playersText !== '' && players === null ? `Whole numbers from ${MIN_PLAYERS} to ${MAX_PLAYERS}.` : null,
    touchPlayers: () => setPlayersTouched(true),
    changePlayers,
    mode,
    chooseMode,
    layouts,
    teamLayout: mode === 'team' ? (teamLayout ?? layouts[0] ?? null) : null,
    setTeamLayout,
    rounds,
    full,
    entryCents,
    youPayCents,
    cursable,
    cursed: cursedOn,
    setCursed,
    fast,
    setFast,
    isPrivate,
    setPrivate,
    fundPercent,
    setFundPercent,
    borrowPercent,
    setBorrowPercent,
    rulesProblem,
    addRound,
    removeRound: (index: number) => setRounds((current) => current.filter((_, i) => i !== index)),
    clearRounds: () => setRounds([]),
    submit,
  };
}

export type BattleDraft = ReturnType<typeof useBattleDraft>;
