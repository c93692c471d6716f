import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { ImageIcon, PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

const COLUMNS = ['Item', 'Value', 'Added', 'Actions'] as const;

/** /adminitems: the catalogue of items, each row viewing or editing. */
export function AdminItemsPage() {
  return (
    <Page>
      <PageHeader
        title="Item List"
        eyebrow={<Badge tone="danger">Admin</Badge>}
        description="Every item that can drop from a pack: its image, name and value."
        actions={
          <ComingSoonButton hintId="admin-add-item-hint" hint="Item editing opens with admin sign-in" showHint={false}>
            <PlusIcon className="size-4.5" />
            Add item
          </ComingSoonButton>
        }
      />
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Items</caption>
            <thead className="border-b border-line bg-ink-950/40 text-xs tracking-wider text-fg-subtle uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={COLUMNS.length} className="px-5 py-14">
                  <div className="flex flex-col items-center gap-2 text-center">
                    <span className="grid size-12 place-items-center rounded-2xl border border-line-strong bg-ink-800 text-fg-subtle">
                      <ImageIcon />
                    </span>
                    <p className="font-semibold text-fg">No items yet</p>
                    <p className="max-w-sm text-fg-muted">Items added by admins are listed here and can be edited in place.</p>
                  </div>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Card>
    </Page>
  );
}
