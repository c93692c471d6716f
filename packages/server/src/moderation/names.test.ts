import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { isProfane, isProfaneMessage, isReservedName, messageReadings, nameSkeleton } from './names';

describe('public names', () => {
  it.each(['ADMlN', 'adm1n', 'Adm!n', '4dmin', 'AdMiN', '\u0430dmin', 'adrnin', 'L00tForge', '5taff', 'H0use', 'B0t Astra', 'Supp0rt_Desk'])('reads %j as a name of the house', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each(['Admiral', 'NeonRider', 'Lily', 'Bottle', 'Housemate', 'Staffie Fan', 'Modest', 'Rootbeer'])('leaves %j to the player', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('gives look-alikes and stand-ins one skeleton (m itself reads as rn)', () => {
    expect(new Set(['admin', 'ADMlN', 'adm1n', 'a d m i n', '\u0430dmin'].map(nameSkeleton))).toEqual(new Set([nameSkeleton('admin')]));
  });

  it.each(['Phuck you', 'Phuck Pack', 'PhUcK', 'phuq', 'fuq off', 'cvnt', 'fucc', 'shyt', 'F u c k Face', 'Sh1t Box', 'ph.u.c.k'])('reads %j as profane', (name) => {
    expect(isProfane(name)).toBe(true);
  });

  it.each(['Pizza Pack', 'Phantom', 'Sapphire', 'Graphite', 'Dolphin', 'Cocktail', 'Scunthorpe', 'Kumquat', 'Kicker', 'Quick Shot', 'Alpha Wolf', 'Yacht Club', 'Peacock', 'Assassin', 'Duck Hunt', 'Lucky Pluck'])('does not read %j as profane', (name) => {
    expect(isProfane(name)).toBe(false);
  });

  it.each(['what the fuck', 'this is sh1t', 'phuck this', 'you are a cvnt', 'f\u0430ck off'])('reads the message %j as profane', (message) => {
    expect(isProfaneMessage(message)).toBe(true);
  });

  // Numbers on their own are never read as words ("455" as "ass", "717" as "tit"), nor clean words run together.
  it.each(['I won 455 today', 'gg 717 points', 'sold for $5.50', 'this hit hard', 'round 3 of 10, 45% chance', 'class act'])('leaves the message %j alone', (message) => {
    expect(isProfaneMessage(message)).toBe(false);
  });
});

describe('the chat filter reads a message as each of its readings would', () => {
  // The reference: every reading through the full matcher (terms and whitelisted phrases), one by one.
  const full = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const reference = (text: string) => messageReadings(text).some((reading) => full.hasMatch(reading));
  const dataset = englishDataset.build();
  // Words from both lists and their edges, so terms meet whitelisted phrases, wildcards and each other.
  const pieces = ['fuck', 'shit', 'cunt', 'ass', 'bitch', 'pen is', 'scunthorpe', 'assassin', 'class', 'phuck', 'cvnt', 'sh1t', 'vy', 'gg', 'win', 'f', 'ck', 'u', '455', ' ', '.', ...(dataset.whitelistedTerms ?? []).slice(0, 30)];
  const message = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join(''));

  it('gives the same answer as reading each reading in full, for any message', () => {
    fc.assert(fc.property(message, (text) => isProfaneMessage(text) === reference(text)), { numRuns: 3000 });
  });
});
