import { App } from 'antd';
import { useCallback } from 'react';
import { DELETE_REFUSAL_TEXT, type RowStore, type RowValues } from './rowStore';
import type { TableSync } from './useTableSync';
import type { TableColumn } from './types';

const TOO_FAST = '操作太快了，请稍后再试';

export interface RowOperationOptions {
  store: RowStore;
  sync: TableSync;
  addRowNum: number;
  addIndex: number;
  addScrollToBottom?: boolean;
  dragSort?: boolean;
  sortKey: string;
  scrollToBottom(): void;
  /** Rows just removed (their errors and edit mode go with them). */
  onRemoved(rowIds: string[]): void;
}

/**
 * The row operations of §4 on the store, each broadcast to the others on the sync page, with its refusals said:
 * add, insert below, remove, move up / down / by drag, and a cell's new value.
 */
export function useRowOperations({ store, sync, addRowNum, addIndex, addScrollToBottom, dragSort, sortKey, scrollToBottom, onRemoved }: RowOperationOptions) {
  const { message } = App.useApp();
  const { broadcast, broadcastOrder, syncing } = sync;

  const addRows = useCallback(
    (count: number = addRowNum, index: number = addIndex, values: RowValues[] = [], force = false) => {
      const at = index <= 0 || index >= store.rows.length ? store.rows.length : index;
      const made = store.add(count, index, values, { force });
      if (!made) {
        message.warning(TOO_FAST);
        return null;
      }
      broadcast({ action: 'insert', rows: store.toSyncRows(made), index: at });
      if (syncing && store.rows.some((r) => r[sortKey] !== undefined) && dragSort) broadcastOrder();
      if (addScrollToBottom && at === store.rows.length - made.length) scrollToBottom();
      return made;
    },
    [addRowNum, addIndex, store, broadcast, broadcastOrder, syncing, sortKey, dragSort, addScrollToBottom, scrollToBottom, message],
  );

  const insertBelow = (id: string) => {
    const at = store.indexOf(id) + 1;
    const row = store.insertBelow(id);
    if (!row) return void message.warning(TOO_FAST);
    broadcast({ action: 'insert', rows: store.toSyncRows([row]), index: at });
    if (dragSort) broadcastOrder();
  };

  const removeRows = useCallback(
    (ids: string[]) => {
      const { removed, refused } = store.remove(ids);
      if (removed.length) {
        broadcast({ action: 'remove', ids: removed.map((id) => store.publicId(id)) });
        if (dragSort) broadcastOrder();
        onRemoved(removed);
      }
      if (refused.length) message.warning(DELETE_REFUSAL_TEXT[refused[0].reason]);
      return removed;
    },
    [store, broadcast, broadcastOrder, dragSort, onRemoved, message],
  );

  const move = (id: string, dir: -1 | 1) => {
    if (dir < 0 ? store.moveUp(id) : store.moveDown(id)) broadcastOrder();
  };

  /** A row dropped on another row's place. */
  const moveTo = (id: string, overId: string) => {
    if (store.moveTo(id, store.indexOf(overId))) broadcastOrder();
  };

  const setCellValue = (rowId: string, column: TableColumn, value: unknown) => {
    if (store.setValue(rowId, column.key, value)) broadcast({ action: 'update', id: store.publicId(rowId), values: { [column.key]: value } });
  };

  return { addRows, insertBelow, removeRows, move, moveTo, setCellValue };
}
