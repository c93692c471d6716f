import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LogoMark } from '../../../components/ui/logo-mark';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * A centred card for sign-in style screens, with the page's one h1. It does not clip its content,
 * so popovers (the country list) can hang below it.
 */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Page className="items-center">
      <Card className="relative isolate w-full max-w-md p-6 sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-40 rounded-t-card bg-[radial-gradient(70%_100%_at_50%_0%,rgb(99_102_241/0.22),transparent_70%)]"
        />
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-11" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1.5 text-sm leading-6 text-fg-muted">{description}</p> : null}
        </div>
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="max-w-md text-center text-xs leading-5 text-fg-subtle">{footer}</div> : null}
    </Page>
  );
}
