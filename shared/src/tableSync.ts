/**
 * Messages of the table-sync socket `/vxeSocket/{userId}/{pageId}` (product-spec §7): JSON `{ type, data }`.
 * The server relays every message but heartbeats to the other sockets of the same page id and answers a
 * heartbeat with a heartbeat, which is how a client notices a dead connection.
 */
export const TableSyncType = {
  heartbeat: 'heartbeat',
  /** Free-form data between the tables of a page: `{ key, args }`. */
  commonSend: 'common_send_data',
  /** A row change of one table: `{ socketKey, args }`. */
  updateTable: 'update_table',
} as const;

export type TableSyncTypeName = (typeof TableSyncType)[keyof typeof TableSyncType];

/** Row ids in sync messages are the ids without the receiving table's prefix (the temporary marker stays). */
export type TableSyncChange =
  | { action: 'insert'; rows: Record<string, unknown>[]; index: number }
  | { action: 'update'; id: string; values: Record<string, unknown> }
  | { action: 'remove'; ids: string[] }
  | { action: 'move'; order: string[] };

export type TableSyncMessage =
  | { type: typeof TableSyncType.heartbeat; data?: unknown }
  | { type: typeof TableSyncType.commonSend; data: { key: string; args: unknown } }
  | { type: typeof TableSyncType.updateTable; data: { socketKey: string; args: TableSyncChange } };

/** Parses a frame, answering null for anything that is not a well-formed message. */
export function parseTableSyncMessage(raw: string): TableSyncMessage | null {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!msg || typeof msg !== 'object') return null;
  const { type, data } = msg as { type?: unknown; data?: unknown };
  if (type === TableSyncType.heartbeat) return { type, data };
  if (!data || typeof data !== 'object') return null;
  if (type === TableSyncType.commonSend && typeof (data as { key?: unknown }).key === 'string') return msg as TableSyncMessage;
  if (type === TableSyncType.updateTable && typeof (data as { socketKey?: unknown }).socketKey === 'string') {
    const args = (data as { args?: unknown }).args;
    if (args && typeof args === 'object' && typeof (args as { action?: unknown }).action === 'string') return msg as TableSyncMessage;
  }
  return null;
}

/** Largest frame the relay accepts (a 1 000-row move order fits many times over). */
export const TABLE_SYNC_MAX_FRAME_BYTES = 1_048_576;
