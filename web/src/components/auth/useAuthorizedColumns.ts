import { useMemo } from 'react';
import { useSession } from '../../lib/session/sessionStore';
import { filterColumnsByAuth, type ColumnLike } from '../../lib/auth/columnAuth';

/** A table's columns without those a type '1' rule under `prefix` keeps from this user (§6). */
export function useAuthorizedColumns<C extends ColumnLike>(columns: readonly C[], prefix: string): C[] {
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  return useMemo(() => filterColumnsByAuth(columns, auth, prefix, allAuth), [columns, auth, allAuth, prefix]);
}
