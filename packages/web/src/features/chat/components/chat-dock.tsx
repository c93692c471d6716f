import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ChatIcon, CloseIcon } from '../../../components/ui/icons';
import type { Me } from '../../../lib/session';
import { writeFlag } from '../../../lib/stored-flag';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useChatDocked } from '../docked';
import { CHAT_CLOSED_FLAG, CHAT_OPENED_FLAG } from '../api';
import { CHAT_TOGGLE_ID, setChatDrawer, useChatDrawerPath } from '../chat-drawer';

// The room (its list, box, schemas and live updates) loads only when the chat is first shown: the
// first page's download stays within its budget.
const ChatRoom = lazy(() => import('./chat-room').then((m) => ({ default: m.ChatRoom })));

function Room({ me }: { me: Me | null }) {
  return (
    <Suspense fallback={<div className="flex-1" aria-busy="true" />}>
      <ChatRoom me={me} live />
    </Suspense>
  );
}

/** Opens or closes the panel on a wide screen, remembered in this browser. */
function dockChat(open: boolean): void {
  writeFlag(CHAT_OPENED_FLAG, open);
  writeFlag(CHAT_CLOSED_FLAG, !open);
}

function Header({ onClose, closeLabel }: { onClose: () => void; closeLabel: string }) {
  return (
    <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
      <h2 id="chat-heading" className="flex items-center gap-2 text-sm font-bold tracking-wide text-fg">
        <span className="relative flex size-2">
          <span className="absolute inline-flex size-full rounded-full bg-success/60 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-success" />
        </span>
        Chat
      </h2>
      <button type="button" onClick={onClose} className="grid size-9 place-items-center rounded-lg text-fg-muted hover:bg-ink-800 hover:text-fg">
        <CloseIcon className="size-4.5" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}

/**
 * The chat on every page (DESIGN §22): on a wide screen a panel beside the page that the player
 * may close (remembered) and open again from the navbar's chat button; on a phone that button
 * opens it as a drawer over the page.
 */
export function ChatDock({ me }: { me: Me | null }) {
  const wide = useWideScreen();
  const docked = useChatDocked();
  const { pathname } = useLocation();
  const drawerPath = useChatDrawerPath();
  const drawerOpen = !wide && drawerPath === pathname;
  const drawerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (drawerOpen) drawerRef.current?.focus();
  }, [drawerOpen]);

  if (docked) {
    return (
      <aside aria-labelledby="chat-heading" className="fixed top-0 right-0 bottom-0 z-40 flex w-80 flex-col border-l border-line bg-ink-900/95 backdrop-blur-md">
        <Header onClose={() => dockChat(false)} closeLabel="Close chat" />
        <Room me={me} />
      </aside>
    );
  }
  if (!drawerOpen) return null;
  const close = () => {
    setChatDrawer(null);
    document.getElementById(CHAT_TOGGLE_ID)?.focus();
  };
  return (
    <div className="fixed inset-0 z-[55]" id="chat-drawer">
      <button type="button" aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-black/60" onClick={close} />
      <div
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="chat-heading"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-ink-900 shadow-2xl outline-none motion-safe:animate-[fade-in_200ms_ease-out]"
      >
        <Header onClose={close} closeLabel="Close chat" />
        <Room me={me} />
      </div>
    </div>
  );
}

/** The navbar's chat button: opens the drawer on a phone; on a wide screen shows or closes the panel. */
export function ChatToggle() {
  const wide = useWideScreen();
  const docked = useChatDocked();
  const { pathname } = useLocation();
  const drawerOpen = useChatDrawerPath() === pathname;
  const open = wide ? docked : drawerOpen;
  return (
    <button
      id={CHAT_TOGGLE_ID}
      type="button"
      aria-expanded={open}
      aria-controls={open ? (wide ? undefined : 'chat-drawer') : undefined}
      onClick={() => (wide ? dockChat(!docked) : setChatDrawer(drawerOpen ? null : pathname))}
      className="grid size-10 shrink-0 place-items-center rounded-xl text-fg-muted ring-1 ring-line-strong ring-inset hover:bg-ink-800 hover:text-fg aria-expanded:bg-cool/12 aria-expanded:text-cool"
    >
      <ChatIcon className="size-5" />
      <span className="sr-only">Chat</span>
    </button>
  );
}
