import { describe, expect, it } from 'vitest';
import { phraseText, receivesPhrase } from './money-phrase';

describe('receivesPhrase', () => {
  it.each<[string, number[], string]>([
    ['one winner', [1_000], 'Receives $10.00'],
    ['a pot that divides evenly', [72, 72, 72], 'Each receives $0.72'],
    // $2.17 shared by three: 73 + 72 + 72 (the odd cent to the first seat).
    ['a pot that does not divide: one cent more for the first seat', [73, 72, 72], 'One receives $0.73, two receive $0.72 each'],
    ['two odd cents', [73, 73, 72], 'Two receive $0.73 each, one receives $0.72'],
    ['the largest amounts first, whatever the seat order', [350, 500], 'One receives $5.00, one receives $3.50'],
    ['ten players', [11, 11, 11, 10, 10, 10, 10, 10, 10, 10], 'Three receive $0.11 each, seven receive $0.10 each'],
  ])('%s', (_, amounts, text) => {
    expect(phraseText(receivesPhrase(amounts))).toBe(text);
  });

  it('starts in lower case inside a sentence', () => {
    expect(phraseText(receivesPhrase([73, 72], { start: false }))).toBe('one receives $0.73, one receives $0.72');
  });
});
