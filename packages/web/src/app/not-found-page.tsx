import { ButtonLink } from '../components/ui/button';
import { CompassIcon } from '../components/ui/icons';
import { Page } from '../components/ui/page';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path the router does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Page className="items-center py-12 text-center sm:py-20">
      <div className="grid size-16 place-items-center rounded-2xl border border-line-strong bg-ink-800 text-cool">
        <CompassIcon className="size-8" />
      </div>
      <p className="bg-linear-to-r from-cool via-cool-strong to-accent bg-clip-text text-6xl font-black tracking-tight text-transparent sm:text-7xl">
        404
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">This page wandered off</h1>
        <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-fg-muted">
          The link may be old or mistyped. The battles and packs are right where you left them.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="secondary">
          Go to battles
        </ButtonLink>
        <ButtonLink to="/packs" variant="ghost">
          Browse packs
        </ButtonLink>
      </div>
    </Page>
  );
}
