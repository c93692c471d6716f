/** Money arrives as integer cents (DESIGN §2); this is the one place it becomes text. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const usdSigned = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/**
 * formatCents(123456) → "$1,234.56"; formatCents(-500) → "-$5.00".
 * With `{ signed: true }` credits get a plus: "+$1,000.00" (transaction lists).
 * Render the result with `tabular-nums` (or the <Money> component) so figures line up.
 */
export function formatCents(cents: number, options: { signed?: boolean } = {}): string {
  const dollars = cents / 100;
  return options.signed ? usdSigned.format(dollars) : usd.format(dollars);
}
