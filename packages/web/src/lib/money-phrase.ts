import { formatCents } from '@lootforge/core/money';

/** A sentence in parts: words, and amounts the page shows as money (the Money component); `won` marks an amount a player receives. */
export type MoneyPhrase = Array<string | { cents: number; won?: boolean }>;

/** The phrase as plain text, each amount as formatCents writes it. */
export function phraseText(phrase: MoneyPhrase): string {
  return phrase.map((part) => (typeof part === 'string' ? part : formatCents(part.cents))).join('');
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);

/**
 * What each of the players sharing a win receives, exact to the cent. A pot that does not divide
 * evenly gives some a cent more (DESIGN §12), so "each receives" is said only when it is true:
 * [72, 72, 72] → "Each receives $0.72"; [73, 72, 72] → "One receives $0.73, two receive $0.72 each".
 * The largest amounts come first. `start`: false when the phrase goes inside a sentence.
 */
export function receivesPhrase(amountsCents: readonly number[], { start = true }: { start?: boolean } = {}): MoneyPhrase {
  const capital = (words: string) => (start ? words.charAt(0).toUpperCase() + words.slice(1) : words);
  if (amountsCents.length === 1) return [capital('receives '), { cents: amountsCents[0]!, won: true }];
  const counts = new Map<number, number>();
  for (const cents of amountsCents) counts.set(cents, (counts.get(cents) ?? 0) + 1);
  const groups = [...counts].sort(([a], [b]) => b - a);
  if (groups.length === 1) return [capital('each receives '), { cents: groups[0]![0], won: true }];
  return groups.flatMap(([cents, count], index): MoneyPhrase => {
    const lead = `${index === 0 ? '' : ', '}${countWord(count)} ${count === 1 ? 'receives' : 'receive'} `;
    return [index === 0 ? capital(lead) : lead, { cents, won: true }, ...(count === 1 ? [] : [' each'])];
  });
}
