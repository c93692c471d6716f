import { Fragment } from 'react';
import type { MoneyPhrase } from '../../lib/money-phrase';
import { Money } from './money';

/** A sentence of words and amounts (lib/money-phrase), each amount in tabular figures, styled by `moneyClassName` (`wonClassName` for what a player receives). */
export function MoneyPhraseText({ phrase, moneyClassName, wonClassName = moneyClassName }: { phrase: MoneyPhrase; moneyClassName?: string; wonClassName?: string }) {
  return (
    <>
      {phrase.map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <Money key={index} cents={part.cents} className={part.won ? wonClassName : moneyClassName} />,
      )}
    </>
  );
}
