import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AlertIcon, CheckCircleIcon, ClockIcon, CloseIcon, LockIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { formatCents } from '@lootforge/core/money';
import { useSandboxPayment } from '../requests/get-sandbox-payment';
import { useSettleSandboxPayment, type SandboxOutcome } from '../requests/settle-sandbox-payment';
import { countdownText, returnLink } from '../sandbox';

/**
 * /cashier/sandbox/:providerRef (DESIGN §19): the sandbox payment provider's hosted checkout. It
 * stands where a real provider's page would, so it is drawn as one: outside the site's frame, in
 * the provider's own light look, marked SANDBOX. Pay, Fail and Let expire settle the test payment;
 * the provider then tells our server through its signed webhook, and the page offers the way back.
 */
export function SandboxCheckoutPage() {
  useDocumentTitle('Sandbox checkout');
  const { providerRef = '' } = useParams();
  const payment = useSandboxPayment(providerRef);
  const settle = useSettleSandboxPayment(providerRef);
  const open = payment.data?.payment.status === 'open';
  const now = useNow(1000, open);

  return (
    <div className="flex min-h-dvh flex-col bg-[#eef0f6] text-slate-900 [color-scheme:light]">
      <header>
        <div className="bg-[repeating-linear-gradient(135deg,#fbbf24_0_14px,#f59e0b_14px_28px)] text-center text-black shadow-sm">
          <div className="bg-black/5 px-4 py-2.5">
            <p className="text-2xl font-black tracking-[0.35em] sm:text-3xl">SANDBOX</p>
            <p className="mt-0.5 text-xs font-semibold sm:text-sm">Test payments only: no real money moves and no card is charged.</p>
          </div>
        </div>
        <div className="mx-auto flex w-full max-w-md items-center justify-between gap-3 px-4 pt-6 pb-4">
          <span className="flex items-center gap-2.5">
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-indigo-600 text-base font-black text-white shadow-md shadow-indigo-600/30">
              S
            </span>
            <span className="text-lg font-extrabold tracking-tight">
              Sandbox<span className="text-indigo-600">Pay</span>
            </span>
          </span>
          <span className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <LockIcon className="size-3.5" />
            Secure checkout
          </span>
        </div>
      </header>

      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-10">
        <h1 className="sr-only">Sandbox checkout</h1>
        <div className="overflow-hidden rounded-2xl bg-white shadow-[0_24px_60px_-24px_rgb(15_23_42/0.35)] ring-1 ring-slate-200">
          {payment.isPending ? (
            <div className="grid place-items-center py-20 text-indigo-600">
              <Spinner label="Loading the payment" />
            </div>
          ) : payment.isError ? (
            <Outcome tone="danger" icon={<AlertIcon className="size-7" />} title="This payment cannot be shown" text={payment.error.message} />
          ) : (
            <>
              <div className="px-6 pt-6 pb-5">
                <h2 className="text-sm font-medium text-slate-500">Pay LootForge</h2>
                <p className="mt-1 text-4xl font-extrabold tracking-tight tabular-nums" data-testid="sandbox-amount">
                  {formatCents(payment.data.payment.amountCents)}
                </p>
                <dl className="mt-5 grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm">
                  <div className="min-w-0">
                    <dt className="text-xs font-medium text-slate-500">Reference</dt>
                    <dd className="font-mono text-[13px] break-all text-slate-800">{payment.data.payment.providerRef}</dd>
                  </div>
                  <div className="text-right">
                    <dt className="text-xs font-medium text-slate-500">{open ? 'Expires in' : 'Status'}</dt>
                    <dd className="flex items-center justify-end gap-1.5 font-semibold text-slate-800 tabular-nums">
                      {open ? (
                        <>
                          <ClockIcon className="size-3.5 text-slate-400" />
                          <time dateTime={payment.data.payment.expiresAt}>{countdownText(payment.data.payment.expiresAt, now)}</time>
                        </>
                      ) : (
                        STATUS_WORDS[payment.data.payment.status]
                      )}
                    </dd>
                  </div>
                </dl>
              </div>

              {payment.data.payment.status === 'open' ? (
                <div className="border-t border-slate-100 bg-slate-50/80 px-6 py-5">
                  <p className="text-sm font-semibold text-slate-700">Choose what happens to this test payment</p>
                  <div className="mt-4 flex flex-col gap-2.5">
                    <CheckoutButton outcome="pay" settle={settle} className="bg-indigo-600 text-white shadow-lg shadow-indigo-600/25 hover:bg-indigo-700">
                      Pay {formatCents(payment.data.payment.amountCents)}
                    </CheckoutButton>
                    <div className="grid grid-cols-2 gap-2.5">
                      <CheckoutButton outcome="fail" settle={settle} className="bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50">
                        Fail
                      </CheckoutButton>
                      <CheckoutButton outcome="expire" settle={settle} className="bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100">
                        Let expire
                      </CheckoutButton>
                    </div>
                  </div>
                  {settle.isError ? (
                    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
                      {errorMessage(settle.error)}
                    </p>
                  ) : null}
                </div>
              ) : (
                <Result status={payment.data.payment.status} amountCents={payment.data.payment.amountCents} returnUrl={payment.data.payment.returnUrl} />
              )}
            </>
          )}
        </div>
        <p className="mt-5 text-center text-xs leading-5 text-slate-600">
          SandboxPay is LootForge’s built-in test provider. It tells LootForge the result through a signed webhook, as a real payment provider would.
        </p>
      </main>
    </div>
  );
}

function CheckoutButton({
  outcome,
  settle,
  className,
  children,
}: {
  outcome: SandboxOutcome;
  settle: ReturnType<typeof useSettleSandboxPayment>;
  className: string;
  children: ReactNode;
}) {
  const busy = settle.isPending && settle.variables === outcome;
  return (
    <button
      type="button"
      disabled={settle.isPending}
      aria-busy={busy || undefined}
      onClick={() => settle.mutate(outcome)}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      {busy ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}

const STATUS_WORDS = { open: 'Open', paid: 'Paid', failed: 'Failed', expired: 'Expired' } as const;

const RESULTS = {
  paid: { tone: 'success', title: 'Payment successful', text: 'LootForge is adding it to your balance.' },
  failed: { tone: 'danger', title: 'Payment failed', text: 'Nothing was charged. You can start a new deposit from the cashier.' },
  expired: { tone: 'neutral', title: 'Payment expired', text: 'Nothing was charged. You can start a new deposit from the cashier.' },
} as const;

/** A settled payment: what happened, and the way back to the merchant. */
function Result({ status, amountCents, returnUrl }: { status: 'paid' | 'failed' | 'expired'; amountCents: number; returnUrl: string }) {
  const result = RESULTS[status];
  const back = returnLink(returnUrl, window.location.origin);
  const icon = status === 'paid' ? <CheckCircleIcon className="size-7" /> : status === 'failed' ? <CloseIcon className="size-7" /> : <ClockIcon className="size-7" />;
  const linkClass = 'mt-1 inline-flex h-12 w-full items-center justify-center rounded-xl bg-slate-900 px-5 text-base font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
  return (
    <div data-testid="sandbox-result" data-status={status}>
      <Outcome tone={result.tone} icon={icon} title={result.title} text={`${formatCents(amountCents)} · ${result.text}`}>
        {back.internal ? (
          <Link to={back.to} className={linkClass}>
            Back to the cashier
          </Link>
        ) : (
          <a href={back.to} className={linkClass}>
            Back to the cashier
          </a>
        )}
      </Outcome>
    </div>
  );
}

function Outcome({ tone, icon, title, text, children }: { tone: 'success' | 'danger' | 'neutral'; icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-100 px-6 py-8 text-center">
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'success' && 'bg-emerald-100 text-emerald-700',
          tone === 'danger' && 'bg-red-100 text-red-700',
          tone === 'neutral' && 'bg-slate-100 text-slate-600',
        )}
      >
        {icon}
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-xs text-sm leading-6 text-slate-600">{text}</p>
      {children}
    </div>
  );
}
