import { useQuery } from '@tanstack/react-query';
import { auditAnswerSchema } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey } from '../api';

/** GET /api/admin/audit: the latest 20 admin changes, newest first. */
export function useAdminAudit() {
  return useQuery({
    queryKey: adminAuditQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/admin/audit?limit=20', { signal, schema: auditAnswerSchema }),
    select: (data) => data.entries,
  });
}
