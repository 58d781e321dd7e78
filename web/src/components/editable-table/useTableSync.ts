import { useCallback, useEffect, useRef } from 'react';
import type { TableSyncChange } from '@meiyun/shared';
import { useSession } from '../../lib/session/sessionStore';
import type { RowStore } from './rowStore';
import { createTableSyncClient, tableSyncUrl, type TableSyncClient } from './tableSyncClient';

export interface TableSyncOptions {
  /** The page everyone shares and this table's key on it; none, no sync. */
  sync?: { pageId: string; socketKey: string };
  store: RowStore;
  onSyncStatus?: (status: 'connecting' | 'open' | 'closed') => void;
  onCommonData?: (key: string, args: unknown) => void;
}

/**
 * The live sync of §7: while `sync` is given and someone is signed in, the table-sync socket of the page is open;
 * changes from the others are applied to the store, this table's own changes are broadcast.
 */
export function useTableSync({ sync, store, onSyncStatus, onCommonData }: TableSyncOptions) {
  const userId = useSession((s) => s.userInfo?.id);
  const token = useSession((s) => s.token);
  const clientRef = useRef<TableSyncClient | null>(null);
  const syncKey = sync ? `${sync.pageId}\u0000${sync.socketKey}` : '';
  const onSyncStatusRef = useRef(onSyncStatus);
  onSyncStatusRef.current = onSyncStatus;
  const onCommonDataRef = useRef(onCommonData);
  onCommonDataRef.current = onCommonData;

  useEffect(() => {
    if (!sync || !userId || !token) return;
    const client = createTableSyncClient({
      url: tableSyncUrl(userId, sync.pageId, token),
      onStatus: (s) => onSyncStatusRef.current?.(s),
      onMessage: (msg) => {
        if (msg.type === 'update_table' && msg.data.socketKey === sync.socketKey) store.applyRemote(msg.data.args);
        else if (msg.type === 'common_send_data') onCommonDataRef.current?.(msg.data.key, msg.data.args);
      },
    });
    clientRef.current = client;
    return () => {
      client.close();
      clientRef.current = null;
    };
    // The socket follows the page and table it is for, not the identity of the `sync` object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey, userId, token, store]);

  const broadcast = useCallback((change: TableSyncChange) => {
    if (sync) clientRef.current?.sendChange(sync.socketKey, change);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey]);
  /** The rows' order after a move, an insertion with drag sort, a removal. */
  const broadcastOrder = useCallback(() => broadcast({ action: 'move', order: store.rows.map((r) => store.publicId(r.id)) }), [broadcast, store]);
  const sendCommon = useCallback((key: string, args: unknown) => clientRef.current?.sendCommon(key, args) ?? false, []);

  return { syncing: Boolean(sync), broadcast, broadcastOrder, sendCommon };
}

export type TableSync = ReturnType<typeof useTableSync>;
