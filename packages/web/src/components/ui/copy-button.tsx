import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon, CopyIcon } from './icons';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin, or permission refused): the old way still works in most browsers.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

const SIZES = { sm: 'h-7 gap-1 rounded-lg px-2 text-xs', md: 'h-11 gap-2 rounded-xl px-4 text-sm' } as const;

/**
 * A button that copies `value`; it says "Copied" for a moment (and to screen readers). `sm` is the
 * small icon button beside a value (seeds), `md` a full-height button beside a field (a link).
 * `label` is for screen readers: what is copied.
 */
export function CopyButton({ value, label, size = 'sm', className }: { value: string; label: string; size?: keyof typeof SIZES; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1600);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      onClick={() => void writeClipboard(value).then((ok) => setState(ok ? 'copied' : 'failed'))}
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-semibold ring-1 ring-inset transition-colors',
        SIZES[size],
        state === 'copied' ? 'bg-success/10 text-success ring-success/30' : 'bg-ink-800 text-fg-muted ring-line-strong hover:bg-ink-700 hover:text-fg',
        className,
      )}
    >
      {state === 'copied' ? <CheckIcon className="size-3.5" strokeWidth={2.2} /> : <CopyIcon className="size-3.5" />}
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
