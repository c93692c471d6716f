/**
 * What a public name (a username, a pack's name) may not be (decision 019):
 * profane, even when spelled with spaces, dots or look-alike letters
 * ("F u c k Pack", Cyrillic letters); or, for usernames, a name of the house
 * (its bots, admin, staff) or a look-alike of one ("аdmin" with a Cyrillic а).
 * Look-alikes are compared by their Unicode confusables skeleton
 * (unhomoglyph, built from Unicode's confusables table), and then read the way
 * people write around filters: digits and symbols for the letters they stand
 * for ("adm1n", "ADMlN" with a small L) and spellings that sound the same
 * ("Phuck", "fuq").
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import unhomoglyph from 'unhomoglyph';
import { BOT_NAMES } from '../battles/bot-names';

const dataset = englishDataset.build();
const profanity = new RegExpMatcher({ ...dataset, ...englishRecommendedTransformers });
/**
 * The same terms without the phrases that make a match harmless ("Scunthorpe"): a text it finds
 * nothing in is clean, and it costs about half as much a call (the whitelist is read every call).
 */
const anyTerm = new RegExpMatcher({ blacklistedTerms: dataset.blacklistedTerms, ...englishRecommendedTransformers });

/** Non-ASCII look-alikes replaced by the ASCII letters they imitate; ASCII as it is. */
function foldLookAlikes(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) out += char.charCodeAt(0) < 128 ? char : unhomoglyph(char);
  return out;
}

/**
 * Spellings that sound like the word they hide, applied in turn to lower-case
 * text ("phuck" → "fuck", "fuq" → "fuk", "cvnt" → "cunt"). Each step is also
 * checked alone, so one that reads a clean word into a bad one (k → c would
 * read "kumquat" as "cum…") is not on the list.
 */
const SOUND_ALIKES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ph/g, 'f'],
  [/q/g, 'k'],
  [/cc/g, 'k'],
  [/v/g, 'u'],
  [/y/g, 'i'],
];

/** The text as read with each sound-alike spelling undone, one after another. */
function soundAlikeReadings(text: string): string[] {
  const readings: string[] = [];
  let current = text.toLowerCase();
  for (const [spelling, sound] of SOUND_ALIKES) {
    current = current.replace(spelling, sound);
    readings.push(current);
  }
  return readings;
}

/** Whether a name holds a profane word, also once look-alikes are folded, sound-alikes undone and spaces and punctuation taken out. */
export function isProfane(name: string): boolean {
  const folded = foldLookAlikes(name);
  const compact = folded.replace(/[\s_.\-*'"`~,|/\\]+/g, '');
  const readings = [name, folded, compact, ...soundAlikeReadings(folded), ...soundAlikeReadings(compact)];
  return readings.some((text) => profanity.hasMatch(text));
}

/**
 * Whether a chat message holds a profane word (DESIGN §22): the names' filter, look-alikes and
 * sound-alikes included, but word by word: squeezing a sentence's spaces out would join clean
 * words into bad ones ("this hit").
 */
export function isProfaneMessage(text: string): boolean {
  const readings = messageReadings(text);
  // A call of the matcher costs nearly as much for a letter as for a line (it runs each of its
  // patterns once a call), so all the readings are first searched as one text for any term at all.
  // A term found inside one reading is found in the joined text too (the separator is no letter, as
  // the ends of a text are not), so nothing found means every reading is clean: most messages end
  // here. A wildcard of a pattern can match a separator, and a whitelisted phrase may make a term
  // harmless, so when something is found each reading is read in full: that answer is the one given.
  if (!anyTerm.hasMatch(readings.join(READING_SEPARATOR))) return false;
  return readings.some((reading) => profanity.hasMatch(reading));
}

/** The ways a message is read, each distinct one once (most messages read the same every way). */
export function messageReadings(text: string): string[] {
  // A number on its own is a number ("I won 455"), not a word spelled in digits ("sh1t" keeps its 1).
  const words = text.replace(STANDALONE_NUMBERS, ' ');
  const folded = foldLookAlikes(words);
  return [...new Set([words, folded, ...soundAlikeReadings(folded)])];
}

/**
 * Between two readings joined into one text: characters that no term or whitelisted phrase holds,
 * and which the matcher's duplicate collapsing leaves as they are (no two alike in a row).
 */
const READING_SEPARATOR = '\n\r\n';

/** Digits (with their separators) that touch no letter. */
const STANDALONE_NUMBERS = /(?<!\p{L})[\d.,:$%+-]*\d[\d.,:$%+-]*(?!\p{L})/gu;

/** Digits and symbols written for letters; l, 1, ! and | all read as i (a small L passes for a capital I). */
const LETTER_STAND_INS: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', l: 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '8': 'b' };

/**
 * The confusables skeleton, case-blind, without spaces or punctuation, and
 * with stand-ins read as the letters they stand for: two names that look
 * alike share it ("admin", "аdmin", "adm1n" and "ADMlN" all read "admin").
 */
export function nameSkeleton(name: string): string {
  const once = unhomoglyph(name.normalize('NFKC').toLowerCase()).toLowerCase();
  const folded = unhomoglyph(once).toLowerCase().replace(/[\s_.-]+/g, '');
  return readStandIns(folded);
}

function readStandIns(text: string): string {
  return Array.from(text, (char) => LETTER_STAND_INS[char] ?? char).join('');
}

const RESERVED = ['admin', 'administrator', 'root', 'system', 'support', 'staff', 'moderator', 'mod', 'house', 'bot', 'lootforge', 'official', ...BOT_NAMES];
const RESERVED_SKELETONS = new Set(RESERVED.map(nameSkeleton));
const RESERVED_PREFIXES = ['admin', 'lootforge', 'moderator', 'support'].map(nameSkeleton);

/** Whether a username is, or looks like, a name of the house. */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  if (RESERVED_SKELETONS.has(skeleton) || RESERVED_PREFIXES.some((prefix) => skeleton.startsWith(prefix))) return true;
  // "Bot Anything" reads as one of the house bots.
  return /^bot[\s_.-]/.test(readStandIns(foldLookAlikes(name).toLowerCase()));
}
