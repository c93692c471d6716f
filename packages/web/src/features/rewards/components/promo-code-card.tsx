import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeInput, Field } from '../../../components/ui/input';
import { TicketIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatCents } from '@lootforge/core/money';
import { redeemPromoSchema } from '@lootforge/core/contracts/promo';
import { readableError } from '../../../lib/readable-error';
import { useRedeemPromo } from '../requests/redeem-promo';

/**
 * The promo code card on /rewards (DESIGN §22): a code typed in and redeemed once; the amount is
 * the toast and the navbar's balance changes at once; a refusal shows under the field.
 */
export function PromoCodeCard() {
  const id = useId();
  const redeem = useRedeemPromo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (redeem.isPending) return;
    const checked = redeemPromoSchema.safeParse({ code });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please check the code.');
    redeem.mutate(checked.data.code, {
      onSuccess: ({ amountCents }) => {
        setCode('');
        setError(null);
        toast.success(`Promo code redeemed: ${formatCents(amountCents)} added to your wallet.`);
      },
      onError: (failure) => setError(readableError(failure)),
    });
  }

  return (
    <Card data-promo-code className="px-5 py-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
        <div className="flex items-center gap-3 md:w-72 md:shrink-0">
          <div className="grid size-12 shrink-0 place-items-center rounded-2xl border border-line-strong bg-ink-800 shadow-inner">
            <TicketIcon className="size-6 text-accent" />
          </div>
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-fg">Promo code</h2>
            <p className="text-sm text-fg-muted">Got a code? Redeem it once for bonus money.</p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start">
          <Field className="min-w-0 flex-1" label="Code" htmlFor={`${id}-code`} hint="Letters, digits and dashes; case does not matter." error={error}>
            <CodeInput
              id={`${id}-code`}
              value={code}
              maxLength={32}
              placeholder="e.g. SPRING-BONUS"
              error={error}
              onValueChange={(value) => {
                setCode(value);
                if (error) setError(null);
              }}
            />
          </Field>
          <Button type="submit" className="sm:mt-6.5 sm:h-11" loading={redeem.isPending}>
            Redeem
          </Button>
        </form>
      </div>
    </Card>
  );
}
