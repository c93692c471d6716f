import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminItemSavedSchema } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminItemsQueryKey } from '../api';

export type NewItem = { name: string; value: string; image: Blob };

/** POST /api/admin/items (multipart): name, value in dollars ("12.50") and the image. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewItem) => {
      const form = new FormData();
      form.set('name', input.name);
      form.set('value', input.value);
      form.set('image', input.image, 'item-image');
      return apiFetch('/api/admin/items', { method: 'POST', body: form, schema: adminItemSavedSchema });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminItemsQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
