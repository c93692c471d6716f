/** A battle row's option badges (battle-row.tsx): every option in the product's words, sponsored with what a joiner pays. */
import { describe, expect, it } from 'vitest';
import { optionBadges } from './battle-row';

const plain = { fundPercent: 0, joinCents: 500, fast: false, private: false, seats: [] };
const seat = (borrowPercent: number) => ({ seat: 0, userName: 'ada', avatarThumbUrl: null, isBot: false, level: 1, team: null, payoutCents: null, borrowPercent });

describe('option badges', () => {
  it('has none for a battle with no options', () => {
    expect(optionBadges(plain)).toEqual([]);
  });

  it('names every option, and says what a joiner pays in a sponsored battle', () => {
    const labels = optionBadges({ fundPercent: 40, joinCents: 300, fast: true, private: true, seats: [seat(0), seat(30)] }).map((badge) => badge.label);
    expect(labels).toEqual(['Sponsored · Join $3.00', 'Borrow', 'Turbo', 'Private']);
  });

  it('says a fully sponsored seat is free to join', () => {
    expect(optionBadges({ ...plain, fundPercent: 100, joinCents: 0 })[0]!.label).toBe('Sponsored · Free to join');
  });
});
