import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { layoutsFor, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { isRealityCheckRefusal } from '../../lib/reality-check-signal';
import { useMe } from '../../lib/session';
import { newIdempotencyKey } from './api';
import { useBattleOptions } from './requests/get-battle-options';
import { useCreateBattle } from './requests/create-battle';
import { draftFigures, draftRequest, parsePlayers, ROUNDS_FULL, type BattleOffer, type DraftFields, type RoundPack } from './battle-draft';

/**
 * The battle being set up: players, mode (and team layout), a pack per round and the entry they
 * add up to, starting from `initial` when given ("Create similar"). Creating it toasts and opens
 * the new battle; a failure toasts the server's message and keeps what was entered. Turbo is
 * offered unless the site has it switched off (GET /api/battles/options; offered while that loads).
 */
export function useBattleDraft(onCreated?: () => void, initial?: DraftFields) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateBattle(me?.id ?? null);
  const options = useBattleOptions();
  const offer: BattleOffer = { turbo: options.data?.turboEnabled ?? true };
  const [playersText, setPlayersText] = useState(initial?.playersText ?? '');
  const [playersTouched, setPlayersTouched] = useState(false);
  const [mode, setMode] = useState<BattleMode>(initial?.mode ?? 'normal');
  const [teamLayout, setTeamLayout] = useState<TeamLayout | null>(initial?.teamLayout ?? null);
  const [rounds, setRounds] = useState<RoundPack[]>(() => [...(initial?.rounds ?? [])]);
  const [cursed, setCursed] = useState(initial?.cursed ?? false);
  const [fast, setFast] = useState(initial?.fast ?? false);
  const [isPrivate, setPrivate] = useState(initial?.isPrivate ?? false);
  const [fundPercent, setFundPercent] = useState(initial?.fundPercent ?? 0);
  const [borrowPercent, setBorrowPercent] = useState(initial?.borrowPercent ?? 0);
  const attemptRef = useRef<{ signature: string; key: string } | null>(null);

  const fields = { playersText, mode, teamLayout, rounds, cursed, fast, isPrivate, fundPercent, borrowPercent };
  const { players, layouts, entryCents, full, cursable, rulesProblem, youPayCents, ...figures } = draftFigures(fields, offer);

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
      toast.error(ROUNDS_FULL);
      return;
    }
    setRounds((current) => [...current, pack].slice(0, MAX_ROUNDS));
  }

  async function submit() {
    setPlayersTouched(true);
    const request = draftRequest(fields, offer);
    if (!request.ok) return void toast.error(request.message);
    // One key per battle asked for: pressing again after a lost answer cannot pay twice.
    const signature = JSON.stringify(request.input);
    if (attemptRef.current?.signature !== signature) attemptRef.current = { signature, key: newIdempotencyKey() };
    try {
      const { battle, message } = await create.mutateAsync({ input: request.input, idempotencyKey: attemptRef.current.key });
      attemptRef.current = null;
      toast.success(message);
      onCreated?.();
      await navigate(`/allbattlesecondsec/${battle.id}${battle.key ? `?${new URLSearchParams({ key: battle.key })}` : ''}`);
    } catch (error) {
      // A reality check due shows as the layout's dialog, not a toast.
      if (!isRealityCheckRefusal(error)) toast.error(errorMessage(error));
      // Refused perhaps because turbo has been switched off since the page loaded: ask again, so the option goes.
      if (request.input.fast) void options.refetch();
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
    teamLayout: figures.teamLayout,
    setTeamLayout,
    rounds,
    full,
    entryCents,
    youPayCents,
    cursable,
    cursed: figures.cursed,
    setCursed,
    fast: figures.fast,
    setFast,
    turboOffered: offer.turbo,
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
