import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button } from '../components/ui/button';
import { AlertIcon, OfflineIcon } from '../components/ui/icons';
import { Page } from '../components/ui/page';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOnline } from '../lib/use-online';

type LoadPage = () => Promise<ComponentType>;

/**
 * Whether a page's code failed to arrive (the connection is down, or its request failed on the
 * way) rather than failed to run: the first is fixed by fetching it again, the second is a real
 * error for the error page. The messages are Chromium's, Firefox's and Safari's for a dynamic
 * import whose request failed, and Vite's when a chunk's stylesheet could not be fetched.
 */
function failedToArrive(error: unknown): boolean {
  if (!navigator.onLine) return true;
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
  );
}

/**
 * A page's code, fetched on its first visit (decision 018), that survives that fetch failing for
 * want of a network: instead of the error page in place of the whole site, the route gets a page
 * that says so inside the layout (the navbar stays usable), fetches the code again by itself when
 * the browser is back online or when Try again is pressed, and then shows the page. Any other
 * failure (the code itself throws) still reaches the error page.
 */
export function withOfflineRetry(load: LoadPage): LoadPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  // One fetch at a time; a failed one is forgotten, so the next try fetches again.
  const download = () =>
    (loading ??= load().then(
      (Loaded) => (loaded = Loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Pending = () => <PendingPage download={download} loaded={loaded} />;
  return async () => {
    try {
      return await download();
    } catch (error) {
      if (!failedToArrive(error)) throw error;
      // The router keeps what this resolves to as the route's page for good: it shows the page once it arrives.
      return Pending;
    }
  };
}

type Attempt = { state: 'waiting' | 'fetching' } | { state: 'loaded'; Loaded: ComponentType } | { state: 'failed'; error: unknown };

function PendingPage({ download, loaded }: { download: LoadPage; loaded: ComponentType | null }) {
  const online = useOnline();
  const [attempt, setAttempt] = useState<Attempt>(loaded ? { state: 'loaded', Loaded: loaded } : { state: 'waiting' });
  const done = attempt.state === 'loaded';

  const settle = useCallback(
    (fetched: Promise<ComponentType>) =>
      fetched.then(
        (Loaded) => setAttempt({ state: 'loaded', Loaded }),
        (error: unknown) => setAttempt(failedToArrive(error) ? { state: 'waiting' } : { state: 'failed', error }),
      ),
    [],
  );

  // Fetched without being asked: when the browser is back online, and at once if it is online now
  // (shown again after the connection came back while the player was on another page).
  useEffect(() => {
    if (done) return;
    const fetchNow = () => void settle(download());
    if (navigator.onLine) fetchNow();
    window.addEventListener('online', fetchNow);
    return () => window.removeEventListener('online', fetchNow);
  }, [done, download, settle]);

  function tryAgain() {
    setAttempt({ state: 'fetching' });
    void settle(download());
  }

  if (attempt.state === 'failed') throw attempt.error;
  if (attempt.state === 'loaded') return <attempt.Loaded />;
  return <NotDownloaded online={online} fetching={attempt.state === 'fetching'} onTryAgain={tryAgain} />;
}

/** What stands in the page's place meanwhile. */
function NotDownloaded({ online, fetching, onTryAgain }: { online: boolean; fetching: boolean; onTryAgain: () => void }) {
  const title = online ? 'This page did not download' : 'You are offline';
  useDocumentTitle(title);
  return (
    <Page className="items-center py-12 text-center sm:py-20">
      <div className={cn('grid size-16 place-items-center rounded-2xl border border-line-strong bg-ink-800', online ? 'text-danger' : 'text-accent')}>
        {online ? <AlertIcon className="size-8" /> : <OfflineIcon className="size-8" />}
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-fg-muted">
          {online
            ? 'The connection failed while this page was on its way. Try again; if it keeps failing, reload the site (a new version may be out).'
            : 'This page was not downloaded before the connection went down. It opens by itself as soon as you are back online.'}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" loading={fetching} onClick={onTryAgain}>
          Try again
        </Button>
        {online ? (
          <Button variant="ghost" onClick={() => window.location.reload()}>
            Reload the site
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
