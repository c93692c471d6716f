import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The top of a page: its one h1, a line of context, and page-level actions. Also sets the tab title. */
export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  documentTitle,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  /** Tab title when `title` is not plain text. */
  documentTitle?: string;
  className?: string;
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow ? <div className="mb-2">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 max-w-2xl text-sm leading-6 text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-start gap-2">{actions}</div> : null}
    </header>
  );
}
