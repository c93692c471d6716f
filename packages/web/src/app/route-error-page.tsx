import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { AlertIcon } from '../components/ui/icons';
import { LogoMark } from '../components/ui/logo-mark';

/** Shown when rendering a route throws. Stands alone: the layout itself may be what broke. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <Link to="/" aria-label="LootForge home">
          <LogoMark className="size-10" />
        </Link>
        <AlertIcon className="size-8 text-danger" />
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-sm leading-6 text-fg-muted">
          This page hit an unexpected error. Reloading usually fixes it. Your balance and battles are safe on the server.
        </p>
        {detail ? <p className="font-mono text-xs text-fg-subtle">{detail}</p> : null}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </div>
  );
}
