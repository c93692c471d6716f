import { useState } from 'react';
import type { GameReturn } from '@lootforge/core/contracts/transparency-answers';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { ppmPercent } from '../api';

type Window = 'day' | 'month' | 'all';
const WINDOWS: ReadonlyArray<{ id: Window; label: string }> = [
  { id: 'day', label: '24 hours' },
  { id: 'month', label: '30 days' },
  { id: 'all', label: 'All time' },
];
const count = new Intl.NumberFormat('en-US');

/** Where a realised return stands against its 99 % range: inside (as the odds say), or outside. */
function Standing({ figure, window }: { figure: GameReturn; window: Window }) {
  const realised = figure.realised[window];
  const range = figure.range99[window];
  if (realised === null || range === null) return <span className="text-fg-subtle">No plays yet</span>;
  const inside = realised >= range.lowPpm && realised <= range.highPpm;
  return (
    <span className="flex flex-col gap-0.5">
      <span className={cn('font-bold tabular-nums', inside ? 'text-fg' : 'text-accent')} data-realised={realised}>
        {ppmPercent(realised)}
      </span>
      <span className="text-[11px] text-fg-subtle tabular-nums">
        {count.format(figure.plays[window])} {figure.plays[window] === 1 ? 'play' : 'plays'} · 99 % range {ppmPercent(range.lowPpm)} – {ppmPercent(range.highPpm)}
      </span>
      <span className={cn('text-[11px] font-semibold', inside ? 'text-success' : 'text-accent')}>{inside ? 'Within the range' : 'Outside the range'}</span>
    </span>
  );
}

/**
 * Theoretical against realised return for every game, one window at a time: a table at 1440 px,
 * a list of cards on a phone (the same figures, nothing hidden).
 */
export function ReturnsTable({ returns }: { returns: readonly GameReturn[] }) {
  const [window, setWindow] = useState<Window>('month');
  const groups = [
    { title: 'Battle modes', rows: returns.filter((r) => r.game === 'battle') },
    { title: 'Upgrader', rows: returns.filter((r) => r.game === 'upgrader') },
    { title: 'Packs', rows: returns.filter((r) => r.game === 'pack') },
  ].filter((group) => group.rows.length > 0);
  return (
    <div className="flex flex-col gap-4">
      <Tabs items={WINDOWS} active={window} onChange={setWindow} idPrefix="returns" label="Period" className="self-start" />
      <div id={`returns-panel-${window}`} role="tabpanel" aria-labelledby={`returns-tab-${window}`} className="flex flex-col gap-6">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{group.title}</h3>
            {/* Wide screens: a table. */}
            <table className="hidden w-full table-fixed overflow-hidden rounded-xl border border-line text-left text-sm md:table">
              <colgroup>
                <col className="w-2/5" />
                <col className="w-1/5" />
                <col className="w-2/5" />
              </colgroup>
              <thead className="bg-ink-950/50 text-xs tracking-wider text-fg-subtle uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Game
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                    Theoretical
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Realised ({WINDOWS.find((w) => w.id === window)!.label})
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {group.rows.map((figure) => (
                  <tr key={`${figure.game}:${figure.id}`} data-return={`${figure.game}:${figure.id}`} className="bg-ink-900/40">
                    <th scope="row" className="px-4 py-3 font-semibold text-fg">
                      {figure.name}
                    </th>
                    <td className="px-4 py-3 text-right font-semibold text-fg-muted tabular-nums">{ppmPercent(figure.theoreticalPpm)}</td>
                    <td className="px-4 py-3">
                      <Standing figure={figure} window={window} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* Phones: cards. */}
            <ul className="flex flex-col gap-2 md:hidden">
              {group.rows.map((figure) => (
                <li key={`${figure.game}:${figure.id}`} className="rounded-xl border border-line bg-ink-900/40 p-3">
                  <p className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold text-fg">{figure.name}</span>
                    <span className="text-xs text-fg-subtle tabular-nums">theoretical {ppmPercent(figure.theoreticalPpm)}</span>
                  </p>
                  <div className="mt-2 text-sm">
                    <Standing figure={figure} window={window} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
