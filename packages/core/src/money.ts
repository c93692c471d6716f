/**
 * Money is integer cents everywhere (DESIGN §2). These helpers keep that
 * promise at the edges where a number could sneak in as a float.
 */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return value;
}

/** Whole dollars as cents; used for the product's dollar constants (DESIGN §2, §13) (signup bonus, race prizes). */
export function dollars(amount: number): Cents {
  return assertCents(Math.round(amount * 100), 'dollars');
}

export const SIGNUP_BONUS_CENTS: Cents = dollars(1000);

/**
 * formatCents(123456) → "$1,234.56"; formatCents(-500) → "-$5.00"; with
 * `{ signed: true }` a credit gets a plus: "+$1,000.00" (transaction lists).
 * The one formatter for the server's messages ("Insufficient funds. Your
 * balance is …") and every amount the web app shows. Whole-number arithmetic
 * on the cents, so no amount is ever rounded through a float.
 */
export function formatCents(cents: Cents, options: { signed?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : options.signed && cents > 0 ? '+' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" or "12.50" → 1250, without floating point; null when it is not a plain dollar amount. */
export function parseDollars(text: string): Cents | null {
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50": an amount as the dollars text a form field holds and `parseDollars` reads back. */
export function dollarsText(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
