import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, type AuditEntry } from '../api';

/** GET /api/admin/audit: the latest 20 admin changes, newest first. */
export function useAdminAudit() {
  return useQuery({
    queryKey: adminAuditQueryKey,
    queryFn: ({ signal }) => apiFetch<{ entries: AuditEntry[] }>('/api/admin/audit?limit=20', { signal }),
    select: (data) => data.entries,
  });
}
