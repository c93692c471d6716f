import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A column of a table's header: its label and the classes of its cell (width, padding, alignment). */
export type TableColumn = { label: ReactNode; className?: string };

/**
 * A table's header row, one `th scope="col"` a column, in the small-caps style every table on the
 * site uses; `className` styles the row (its border and text size).
 */
export function TableHead({ columns, className }: { columns: readonly TableColumn[]; className?: string }) {
  return (
    <thead>
      <tr className={cn('border-b border-line text-left tracking-wider text-fg-subtle uppercase', className ?? 'text-xs')}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cn('font-semibold', column.className ?? 'px-4 py-3')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
