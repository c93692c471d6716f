import { Card } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

const SLOTS = 7;

/** /scrollpage: spin any pack for free to see how the reel works; no money moves. */
export function DemoSpinPage() {
  return (
    <Page>
      <PageHeader title="Demo Spin" description="Try any pack for free. No money moves and nothing is kept, it is just the reel." />
      <Card className="overflow-hidden p-4 sm:p-6">
        <div className="relative overflow-hidden rounded-2xl border border-line bg-ink-950/60 py-6">
          <div aria-hidden="true" className="flex justify-center gap-3 px-3">
            {Array.from({ length: SLOTS }, (_, index) => {
              const distance = Math.abs(index - (SLOTS - 1) / 2);
              return (
                <div
                  key={index}
                  className="grid aspect-square w-24 shrink-0 place-items-center rounded-xl border border-line bg-ink-800 sm:w-28"
                  style={{ opacity: 1 - distance * 0.22 }}
                >
                  <div className="size-10 rounded-lg bg-ink-700" />
                </div>
              );
            })}
          </div>
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-2 left-1/2 w-0.5 -translate-x-1/2 rounded-full bg-accent shadow-[0_0_12px_rgb(247_169_40/0.8)]" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 w-16 bg-linear-to-r from-ink-950 to-transparent" />
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-16 bg-linear-to-l from-ink-950 to-transparent" />
        </div>
        <div className="mt-5 flex justify-center">
          <ComingSoonButton hintId="demo-spin-hint" hint="Demo spins open with the pack catalogue" size="lg" align="center">
            Spin for free
          </ComingSoonButton>
        </div>
      </Card>
    </Page>
  );
}
