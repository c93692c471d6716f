import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycFields } from '@lootforge/core/contracts/cashier';
import { kycAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { cashierKeys } from '../api';

/** POST /api/kyc (multipart: the fields and the `document` image): the submission waits for review. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, document }: { fields: KycFields; document: Blob }) => {
      const form = new FormData();
      form.set('legalName', fields.legalName);
      form.set('dateOfBirth', fields.dateOfBirth);
      form.set('country', fields.country);
      form.set('address', fields.address);
      form.set('document', document, documentName(document.type));
      return apiFetch('/api/kyc', { method: 'POST', body: form, schema: kycAnswerSchema });
    },
    onSuccess: (answer) => {
      // The status the server answered shows at once; the cashier's copy of it is read again.
      queryClient.setQueriesData({ queryKey: [...cashierKeys.all, 'kyc'] }, answer);
      void queryClient.invalidateQueries({ queryKey: [...cashierKeys.all, 'summary'] });
    },
  });
}

function documentName(type: string): string {
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  return `document.${extension}`;
}
