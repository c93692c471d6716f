import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChatIcon, CloseIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';
import { useStoredFlag, writeFlag } from '../../../lib/stored-flag';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { CHAT_CLOSED_FLAG } from '../api';
import { ChatRoom } from './chat-room';

/** Whether the chat sits open beside the page (wide screens, unless the player closed it): the layout leaves it room. */
export function useChatDocked(): boolean {
  const wide = useWideScreen();
  const closed = useStoredFlag(CHAT_CLOSED_FLAG);
  return wide && !closed;
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
 * may close (remembered) and open again; on a phone a button that opens it as a drawer over the page.
 */
export function ChatDock({ me }: { me: Me | null }) {
  const wide = useWideScreen();
  const docked = useChatDocked();
  // The drawer belongs to the page it was opened on: a link in it leads away and closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const { pathname } = useLocation();
  const drawerOpen = openOnPath === pathname;
  const setDrawerOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (drawerOpen) drawerRef.current?.focus();
  }, [drawerOpen]);

  if (docked) {
    return (
      <aside aria-labelledby="chat-heading" className="fixed top-0 right-0 bottom-0 z-40 flex w-80 flex-col border-l border-line bg-ink-900/95 backdrop-blur-md">
        <Header onClose={() => writeFlag(CHAT_CLOSED_FLAG, true)} closeLabel="Close chat" />
        <ChatRoom me={me} live />
      </aside>
    );
  }

  const overlayOpen = !wide && drawerOpen;
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-expanded={overlayOpen}
        aria-controls={overlayOpen ? 'chat-drawer' : undefined}
        onClick={() => (wide ? writeFlag(CHAT_CLOSED_FLAG, false) : setDrawerOpen(true))}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex h-12 items-center gap-2 rounded-full bg-cool px-4 font-semibold text-cool-fg shadow-lg shadow-black/40 transition-transform hover:scale-105',
          overlayOpen && 'hidden',
        )}
      >
        <ChatIcon className="size-5" />
        <span className={cn(!wide && 'sr-only')}>{wide ? 'Open chat' : 'Chat'}</span>
      </button>
      {overlayOpen ? (
        <div className="fixed inset-0 z-[55]" id="chat-drawer">
          <button type="button" aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-black/60" onClick={() => setDrawerOpen(false)} />
          <div
            ref={drawerRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby="chat-heading"
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setDrawerOpen(false);
                openerRef.current?.focus();
              }
            }}
            className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-ink-900 shadow-2xl outline-none motion-safe:animate-[fade-in_200ms_ease-out]"
          >
            <Header onClose={() => setDrawerOpen(false)} closeLabel="Close chat" />
            <ChatRoom me={me} live />
          </div>
        </div>
      ) : null}
    </>
  );
}
