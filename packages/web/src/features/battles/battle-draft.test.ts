/**
 * The create-battle form's rules (battle-draft.ts): what a draft adds up to,
 * and that it sends only what the server accepts, saying why otherwise in
 * the words the server would use.
 */
import { describe, expect, it } from 'vitest';
import { eliminationRoundsMessage } from '@lootforge/core/battle';
import { PLAYERS_RULE, VALID_AMOUNT } from '@lootforge/core/contracts/battles';
import { draftFigures, draftRequest, parsePlayers, similarDraft, TEAM_PLAYERS_RULE, type DraftFields } from './battle-draft';

const pack = (id: string, priceCents: number) => ({ id, name: `Pack ${id}`, priceCents, thumbUrl: null });
const PACK_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const draft = (over: Partial<DraftFields> = {}): DraftFields => ({
  playersText: '2',
  mode: 'normal',
  teamLayout: null,
  rounds: [pack(PACK_ID, 1_701), pack(PACK_ID, 1_701)],
  cursed: false,
  fast: false,
  isPrivate: false,
  fundPercent: 0,
  borrowPercent: 0,
  ...over,
});

describe('parsePlayers', () => {
  it.each([
    ['2', 2],
    [' 10 ', 10],
    ['1', null],
    ['11', null],
    ['2.5', null],
    ['', null],
    ['three', null],
  ])('reads %j as %j', (text, players) => expect(parsePlayers(text)).toBe(players));
});

describe('draftFigures', () => {
  it("adds the rounds' prices into the entry, and says what the host pays with sponsoring and borrowing", () => {
    expect(draftFigures(draft())).toMatchObject({ players: 2, entryCents: 3_402, youPayCents: 3_402 });
    // 4 seats, the host sponsors half of each other seat (3 × 1,701) and borrows 50 % of their own (1,701 of 3,402).
    expect(draftFigures(draft({ playersText: '4', fundPercent: 50, borrowPercent: 50 })).youPayCents).toBe(1_701 + 3 * 1_701);
  });

  it('offers a team layout only for player counts that have one, and Cursed only where the mode has a cursed form', () => {
    expect(draftFigures(draft({ playersText: '6', mode: 'team' }))).toMatchObject({ layouts: ['3v3', '2v2v2'], teamLayout: '3v3' });
    expect(draftFigures(draft({ playersText: '5', mode: 'team' })).layouts).toEqual([]);
    expect(draftFigures(draft({ mode: 'jackpot', cursed: true }))).toMatchObject({ cursable: false, cursed: false, rulesProblem: null });
    expect(draftFigures(draft({ mode: 'terminal', cursed: true }))).toMatchObject({ cursable: true, cursed: true });
  });
});

describe('draftRequest', () => {
  it("sends exactly the server's body for a valid draft", () => {
    expect(draftRequest(draft({ playersText: '4', mode: 'team', fast: true, fundPercent: 20 }))).toEqual({
      ok: true,
      input: expect.objectContaining({ players: 4, mode: 'team', teamLayout: '2v2', packIds: [PACK_ID, PACK_ID], cursed: false, fast: true, private: false, fundPercent: 20, borrowPercent: 0 }),
    });
  });

  it.each<[string, Partial<DraftFields>, string]>([
    ['no player count', { playersText: '' }, `Players: ${PLAYERS_RULE}.`],
    ['no rounds', { rounds: [] }, VALID_AMOUNT],
    ['a team of five', { playersText: '5', mode: 'team' }, TEAM_PLAYERS_RULE],
    ['an elimination with too few rounds', { playersText: '5', mode: 'elimination' }, eliminationRoundsMessage(5)],
  ])('refuses %s, saying why', (_, over, message) => {
    expect(draftRequest(draft(over))).toEqual({ ok: false, message });
  });

  it('never sends Cursed with a mode that has no cursed form, which the server would refuse', () => {
    const request = draftRequest(draft({ mode: 'shared', cursed: true }));
    expect(request).toMatchObject({ ok: true, input: { mode: 'shared', cursed: false } });
  });

  it('sends Turbo where the site offers it (and while it has not said), never where it is switched off', () => {
    expect(draftRequest(draft({ fast: true }))).toMatchObject({ ok: true, input: { fast: true } });
    expect(draftRequest(draft({ fast: true }), { turbo: true })).toMatchObject({ ok: true, input: { fast: true } });
    expect(draftRequest(draft({ fast: true }), { turbo: false })).toMatchObject({ ok: true, input: { fast: false } });
    expect(draftFigures(draft({ fast: true }), { turbo: false }).fast).toBe(false);
  });
});

describe('similarDraft', () => {
  it('sets up the same players, mode, packs in order and options, with privacy and borrowing left to the player, and sends a valid body', () => {
    const rounds = [
      { packId: PACK_ID, name: 'Pack A', priceCents: 250, thumbUrl: null },
      { packId: '9f1c1a52-3d38-4b0a-a6a5-7d8f4f0c2b11', name: 'Pack B', priceCents: 90, thumbUrl: '/b.webp' },
    ];
    const draft = similarDraft({ players: 4, mode: 'team', teamLayout: '2v2', rounds, cursed: true, fast: true, fundPercent: 50 });
    expect(draft).toEqual({
      playersText: '4',
      mode: 'team',
      teamLayout: '2v2',
      rounds: [
        { id: PACK_ID, name: 'Pack A', priceCents: 250, thumbUrl: null },
        { id: '9f1c1a52-3d38-4b0a-a6a5-7d8f4f0c2b11', name: 'Pack B', priceCents: 90, thumbUrl: '/b.webp' },
      ],
      cursed: true,
      fast: true,
      isPrivate: false,
      fundPercent: 50,
      borrowPercent: 0,
    });
    const request = draftRequest(draft);
    expect(request.ok).toBe(true);
    expect(draftFigures(draft).entryCents).toBe(340);
  });

  it('a copy of a turbo battle, on a site that has switched turbo off, plays at normal speed', () => {
    const rounds = [{ packId: PACK_ID, name: 'Pack A', priceCents: 250, thumbUrl: null }];
    const copy = similarDraft({ players: 2, mode: 'normal', teamLayout: null, rounds, cursed: false, fast: true, fundPercent: 0 });
    expect(draftRequest(copy, { turbo: false })).toMatchObject({ ok: true, input: { fast: false } });
  });
});
