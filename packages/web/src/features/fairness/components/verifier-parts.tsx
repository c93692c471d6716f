import type { ReactNode } from 'react';
import { AlertIcon, ShieldIcon } from '../../../components/ui/icons';

/** Why the inputs cannot be checked (FairnessInputError's message, a failed load). */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/35 bg-danger/8 px-4 py-3 text-sm">
      <AlertIcon className="mt-0.5 size-4.5 shrink-0 text-danger" />
      <p className="leading-6 text-fg">{message}</p>
    </div>
  );
}

/** The result panel before anything is checked. */
export function IdleResult({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong px-6 py-10 text-center">
      <span className="grid size-11 place-items-center rounded-2xl border border-line-strong/70 bg-ink-800 text-fg-subtle">
        <ShieldIcon className="size-5" />
      </span>
      <p className="text-sm font-semibold text-fg">{title}</p>
      <p className="max-w-sm text-xs leading-5 text-fg-muted">{description}</p>
    </div>
  );
}

/** One numbered line of a computation: what it is, then its value. */
export function ResultStep({ step, label, children }: { step: number; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 px-4 py-3">
      <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-md bg-ink-700 text-[11px] font-bold text-fg-muted tabular-nums">
        {step}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-fg-subtle">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
