import { itemCreateSchema } from '@lootforge/core/contracts/admin';

export const IMAGE_REQUIRED = 'Please choose an image for the item.';

export type ItemFormErrors = { name?: string; value?: string; image?: string };

/** Checks name and dollar value with the server's own schema; returns the value in cents. */
export function validateItem(name: string, value: string): { ok: true; name: string; valueCents: number } | { ok: false; errors: ItemFormErrors } {
  const parsed = itemCreateSchema.safeParse({ name, value });
  if (parsed.success) return { ok: true, name: parsed.data.name, valueCents: parsed.data.value };
  const errors: ItemFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'value') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
