import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { adminItemSavedSchema } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminItemsQueryKey } from '../api';
import type { ItemsPage } from './get-items';

export type ItemChanges = { name?: string; value?: string; image?: Blob };

/** PATCH /api/admin/items/:id with only what changed (multipart when there is a new image). */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ItemChanges }) => {
      const { image, ...fields } = changes;
      let body: FormData | Omit<ItemChanges, 'image'> = fields;
      if (image) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
        form.set('image', image, 'item-image');
        body = form;
      }
      return apiFetch(`/api/admin/items/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: adminItemSavedSchema });
    },
    onSuccess: ({ item }) => {
      // Swap the row in place: the list keeps its pages and scroll position.
      queryClient.setQueryData<InfiniteData<ItemsPage>>(adminItemsQueryKey, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((row) => (row.id === item.id ? item : row)) })) }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
