/**
 * Toasts are sonner's (queue, timers paused on hover and in a hidden tab, swipe to dismiss), drawn
 * in the site's own look: a dark card with a coloured edge by kind. `toast.success('Joined
 * battle!')` anywhere; <Toaster /> once, in the providers.
 *
 * sonner is not part of the first page's download (decision 018): <Toaster /> fetches it once the
 * page has drawn, and a toast asked for before it arrives waits for it (in order), then shows.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

type ToastOptions = {
  id?: string | number;
  /** An error that explains the page change it comes with ("You have been signed out."): it stays when that page change happens. */
  carriesOver?: boolean;
};
type Kind = 'success' | 'error' | 'info';

const loadSonner = () => import('sonner');

/**
 * The error toasts on screen, each with the page (path) it was raised on: a later success takes
 * them all away, and a page change those of other pages, except one that carries over (it moves
 * to the new page instead, once).
 */
const errorsShown = new Map<string | number, { page: string; carriesOver: boolean }>();
let errorCount = 0;

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const { carriesOver = false, ...shown } = options;
  // Decided now, not when sonner has loaded: an error raised after this success stays.
  if (kind === 'success') {
    dismiss([...errorsShown.keys()]);
    errorsShown.clear();
  }
  const id = kind === 'error' ? (shown.id ?? `error-${++errorCount}`) : undefined;
  if (id !== undefined) errorsShown.set(id, { page: window.location.pathname, carriesOver });
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (id === undefined) {
      sonnerToast[kind](message, shown);
      return;
    }
    const forget = () => errorsShown.delete(id);
    sonnerToast.error(message, { ...shown, id, onDismiss: forget, onAutoClose: forget });
  });
}

function dismiss(ids: Array<string | number>): void {
  if (ids.length > 0) void loadSonner().then(({ toast: sonnerToast }) => ids.forEach((id) => sonnerToast.dismiss(id)));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /**
   * The player is on `page` now: the error toasts raised on other pages go (what they said was
   * about a page the player has left), except one that carries over, which now belongs to `page`.
   */
  leavePagesOtherThan: (page: string) => {
    const gone: Array<string | number> = [];
    for (const [id, shown] of errorsShown) {
      if (shown.page === page) continue;
      if (shown.carriesOver) {
        errorsShown.set(id, { page, carriesOver: false });
      } else {
        errorsShown.delete(id);
        gone.push(id);
      }
    }
    dismiss(gone);
  },
};

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** How long a toast stays up (DESIGN §8: 5000 ms). */
export const TOAST_MS = 5000;

const CARD = [
  'pointer-events-auto flex w-[var(--width)] items-start gap-3 overflow-hidden rounded-xl border border-line-strong bg-ink-800/95 py-3 pr-2 pl-3.5 backdrop-blur',
  // The coloured edge is an inset shadow: sonner keeps ::before and ::after for its swipe areas.
  'shadow-[inset_4px_0_0_var(--edge),0_18px_40px_-12px_rgb(0_0_0/0.7)]',
  // In a phone's stack only the front toast is read; the ones behind show as its edges (sonner does this for its own look only).
  'data-[expanded=false]:data-[front=false]:*:opacity-0',
].join(' ');

export function Toaster() {
  // After the first paint, so the page draws before the toasts' code is fetched.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PlacedToaster />
    </Suspense>
  );
}

/**
 * Phones get their toasts across the top, just under the bar, stacked into one card (tap it to see
 * them all): the bottom of a phone screen is where the form's button and the on-screen keyboard
 * are, and a toast there covers the very field or button the player is to use next (the code and
 * Verify OTP after a wrong code), while under the bar it covers a page's title, not its fields,
 * and leaves the bar and its menu button free. sonner lays a toast out across the screen below
 * 600 px; the same width decides the placement here.
 */
const PHONE_QUERY = '(max-width: 600px)';

/** The bar's height (h-16) and a gap. */
const PHONE_TOP_PX = 64 + 8;

function PlacedToaster() {
  const phone = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
  return (
    <SonnerToaster
      position={phone ? 'top-center' : 'top-right'}
      expand={!phone}
      visibleToasts={phone ? 3 : 5}
      duration={TOAST_MS}
      gap={8}
      customAriaLabel="Notifications"
      offset={{ top: 80, right: 20 }}
      mobileOffset={{ top: PHONE_TOP_PX, left: 8, right: 8 }}
      style={{ '--width': '24rem' } as CSSProperties}
      closeButton
      icons={{
        success: <CheckCircleIcon className="size-5 text-success" />,
        error: <AlertIcon className="size-5 text-danger" />,
        info: <InfoIcon className="size-5 text-cool" />,
        close: <CloseIcon className="size-4" />,
      }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Dismiss notification',
        classNames: {
          toast: CARD,
          success: '[--edge:var(--color-success)]',
          error: '[--edge:var(--color-danger)]',
          info: '[--edge:var(--color-cool)]',
          icon: 'mt-0.5 shrink-0',
          content: 'min-w-0 flex-1 pt-0.5',
          title: 'text-sm leading-5 text-fg',
          closeButton: 'order-last grid size-7 shrink-0 place-items-center rounded-md text-fg-subtle hover:bg-ink-700 hover:text-fg',
        },
      }}
    />
  );
}
