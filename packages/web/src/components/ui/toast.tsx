import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

/** How long a toast stays up (spec §9: toast default delay). */
export const TOAST_MS = 5000;
const MAX_VISIBLE = 5;

export type ToastKind = 'success' | 'error' | 'info';
type ToastItem = { id: number; kind: ToastKind; message: string };

export type Toast = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  dismiss: (id?: number) => void;
};

const ToastContext = createContext<Toast | null>(null);

/** `const toast = useToast(); toast.success('Joined battle!')`. The object is stable across renders. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setItems((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setItems((current) => [...current, { id, kind, message }].slice(-MAX_VISIBLE));
  }, []);

  const toast = useMemo<Toast>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
      dismiss,
    }),
    [push, dismiss],
  );

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-label="Notifications"
        className={cn(
          'pointer-events-none fixed z-[100] flex flex-col gap-2',
          'inset-x-3 top-3 items-center',
          'md:inset-x-auto md:top-20 md:right-5 md:items-end',
        )}
      >
        {items.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

const KIND_STYLE: Record<ToastKind, { icon: ReactNode; accent: string; bar: string }> = {
  success: { icon: <CheckCircleIcon className="size-5" />, accent: 'text-success', bar: 'bg-success' },
  error: { icon: <AlertIcon className="size-5" />, accent: 'text-danger', bar: 'bg-danger' },
  info: { icon: <InfoIcon className="size-5" />, accent: 'text-cool', bar: 'bg-cool' },
};

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, onDismiss]);

  const style = KIND_STYLE[item.kind];
  return (
    <div
      role={item.kind === 'error' ? 'alert' : undefined}
      data-toast={item.kind}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm items-start gap-3 overflow-hidden rounded-xl',
        'border border-line-strong bg-ink-800/95 py-3 pr-2 pl-3.5 shadow-[0_18px_40px_-12px_rgb(0_0_0/0.7)] backdrop-blur',
        'animate-toast-in',
      )}
    >
      <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-1', style.bar)} />
      <span className={cn('mt-0.5 shrink-0', style.accent)} aria-hidden="true">
        {style.icon}
      </span>
      <p className="min-w-0 flex-1 pt-0.5 text-sm leading-5 text-fg">{item.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="grid size-7 shrink-0 place-items-center rounded-md text-fg-subtle hover:bg-ink-700 hover:text-fg"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  );
}
