import type { FinanceReport } from '../console-api';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';

const count = new Intl.NumberFormat('en-US');

type Figure = { key: string; label: string; count?: number; cents?: number };

/** A figure's value: a count, an amount, or both ("2 · $12.50", as free cases show theirs). */
function FigureValue({ figure }: { figure: Figure }) {
  if (figure.cents === undefined) return <>{count.format(figure.count ?? 0)}</>;
  if (figure.count === undefined) return <Money cents={figure.cents} />;
  return (
    <>
      {count.format(figure.count)} · <Money cents={figure.cents} />
    </>
  );
}

/**
 * The chat's money in the range (DESIGN §22): rains funded and paid, tips, promo codes. Each figure
 * carries its raw numbers (`data-count`, `data-cents`) beside its formatted text.
 */
export function CommunityRow({ figures }: { figures: FinanceReport['community'] }) {
  const items: Figure[] = [
    { key: 'rains', label: 'Rains closed', count: figures.rains },
    { key: 'rain-funded', label: 'Rain base funded', cents: figures.rainFundedCents },
    { key: 'rain-paid', label: 'Rain paid out', cents: figures.rainPaidCents },
    { key: 'tips', label: 'Tips sent', count: figures.tips, cents: figures.tipsCents },
    { key: 'rain-tips', label: 'Tips into rain', cents: figures.rainTipsCents },
    { key: 'promo', label: 'Promo codes', count: figures.promoRedemptions, cents: figures.promoCents },
  ];
  return (
    <section aria-labelledby="community-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="community-heading" className="text-base font-bold text-fg">
          Chat: rain, tips and promo codes
        </h2>
        <p className="text-xs text-fg-subtle">Rains closed in the range, the base promotions funded and what they paid out; tips between players and into the rain; promo codes redeemed.</p>
      </div>
      <dl aria-label="Rain, tips and promo codes" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <Card key={item.key} className="px-4 py-3" data-community={item.key}>
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{item.label}</dt>
            <dd className="mt-1 truncate text-lg font-extrabold tabular-nums" data-count={item.count} data-cents={item.cents}>
              <FigureValue figure={item} />
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
