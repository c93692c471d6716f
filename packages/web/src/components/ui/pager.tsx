import { Button } from './button';

const count = new Intl.NumberFormat('en-US');

/**
 * "Showing 1 - 48 of 5818" (the product's words, DESIGN §3) with Prev and Next, under a list paged by offset.
 * `busy` holds both buttons while a page loads, so a double click cannot skip one.
 */
export function Pager({
  offset,
  pageSize,
  shown,
  total,
  busy,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onOffset: (offset: number) => void;
}) {
  const range = total > 0 && shown > 0 ? `Showing ${count.format(offset + 1)} - ${count.format(offset + shown)} of ${count.format(total)}` : 'Showing 0 of 0';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
      <p className="text-sm text-fg-muted tabular-nums" aria-live="polite" data-pager-range="">
        {range}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0 || busy} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
          Prev
        </Button>
        <Button variant="outline" size="sm" disabled={offset + shown >= total || busy} onClick={() => onOffset(offset + pageSize)}>
          Next
        </Button>
      </div>
    </div>
  );
}
