import { cn } from '../../lib/cn';
import { Card, CardHeader } from './card';
import { InfoIcon } from './icons';

export type Step = { title?: string; text: string };

/**
 * "How it works": numbered steps in a card. `row` lays them side by side from `sm` up (a page's
 * foot), `column` keeps them stacked (a side column).
 */
export function StepsCard({ title, steps, layout = 'row' }: { title: string; steps: readonly Step[]; layout?: 'row' | 'column' }) {
  return (
    <Card>
      <CardHeader title={title} icon={<InfoIcon className="size-4 text-cool" />} />
      <ol className={cn('grid grid-cols-1 gap-4 px-4 py-4 sm:px-5', layout === 'row' && 'sm:grid-cols-3')}>
        {steps.map((step, index) => (
          <li key={step.text} className="flex gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-cool/12 text-xs font-bold text-cool ring-1 ring-cool/30 ring-inset">{index + 1}</span>
            <div className="pt-0.5">
              {step.title ? <p className="text-sm font-semibold text-fg">{step.title}</p> : null}
              <p className={cn('text-sm leading-5 text-fg-muted', step.title && 'mt-0.5')}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
