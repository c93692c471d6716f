/**
 * What a public name (a username, a pack's name) may not be (decision 019):
 * profane, even when spelled with spaces, dots or look-alike letters
 * ("F u c k Pack", Cyrillic letters); or, for usernames, a name of the house
 * (its bots, admin, staff) or a look-alike of one ("аdmin" with a Cyrillic а).
 * Look-alikes are compared by their Unicode confusables skeleton
 * (unhomoglyph, built from Unicode's confusables table).
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import unhomoglyph from 'unhomoglyph';
import { BOT_NAMES } from '../battles/bot-names';

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Non-ASCII look-alikes replaced by the ASCII letters they imitate; ASCII as it is. */
function foldLookAlikes(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) out += char.charCodeAt(0) < 128 ? char : unhomoglyph(char);
  return out;
}

/** Whether a name holds a profane word, also once look-alikes are folded and spaces and punctuation taken out. */
export function isProfane(name: string): boolean {
  const folded = foldLookAlikes(name);
  const compact = folded.replace(/[\s_.\-*'"`~,|/\\]+/g, '');
  return profanity.hasMatch(name) || profanity.hasMatch(folded) || profanity.hasMatch(compact);
}

/** The confusables skeleton, case-blind and without spaces or punctuation: two names that look alike share it. */
export function nameSkeleton(name: string): string {
  const once = unhomoglyph(name.normalize('NFKC').toLowerCase()).toLowerCase();
  return unhomoglyph(once).toLowerCase().replace(/[\s_.-]+/g, '');
}

const RESERVED = ['admin', 'administrator', 'root', 'system', 'support', 'staff', 'moderator', 'mod', 'house', 'bot', 'lootforge', 'official', ...BOT_NAMES];
const RESERVED_SKELETONS = new Set(RESERVED.map(nameSkeleton));
const RESERVED_PREFIXES = ['admin', 'lootforge', 'moderator', 'support'].map(nameSkeleton);

/** Whether a username is, or looks like, a name of the house. */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  if (RESERVED_SKELETONS.has(skeleton) || RESERVED_PREFIXES.some((prefix) => skeleton.startsWith(prefix))) return true;
  // "Bot Anything" reads as one of the house bots.
  return /^bot[\s_.-]/.test(foldLookAlikes(name).toLowerCase());
}
