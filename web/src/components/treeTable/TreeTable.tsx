import { Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { feedback } from '../../lib/feedback/feedback';
import { isPlaceholder, needsLoad, rowsOfResult, setChildren, UNKNOWN_RESULT_MESSAGE, withPlaceholders, type Row } from './treeRows';

export interface TreeTableProps {
  /** GET address of the top rows: an array, or a page `{ records, total }` (then paged with pageNo/pageSize). */
  url: string;
  /** GET address of a row's children (default `url`), asked with `queryKey` = the row's key. */
  childrenUrl?: string;
  columns: TableColumnsType<Row>;
  /** Default `id` (§9). */
  rowKey?: string;
  /** The parameter naming the parent, default `parentId` (§9). */
  queryKey?: string;
  /** Sent as `queryKey` for the top rows; omitted when undefined. */
  rootValue?: string;
  /** Extra query parameters of every call. */
  queryParams?: Record<string, unknown>;
  /** Sent as `condition` with every call when given (a JSON string the endpoint understands). */
  condition?: string;
  /** Bumping it reloads the top rows. */
  reloadKey?: unknown;
  /** A new value reloads the children of `parent` (after a child was added, renamed or deleted) and opens it. */
  childrenReload?: { parent: string; tick: number };
  size?: TableProps<Row>['size'];
  bordered?: boolean;
}

/**
 * A table of a tree loaded lazily (§4): a row with `hasChildren` shows a loading placeholder child; expanding it
 * fetches its children; an empty answer removes the expand icon. A reply that is neither an array nor a page
 * shows 返回数据类型不识别.
 */
export function TreeTable({ url, childrenUrl, columns, rowKey = 'id', queryKey = 'parentId', rootValue, queryParams, condition, reloadKey, childrenReload, size = 'middle', bordered }: TreeTableProps) {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const paramsKey = JSON.stringify({ ...queryParams, ...(condition ? { condition } : {}) });

  const fetchRows = useCallback(
    async (address: string, params: Record<string, unknown>): Promise<{ rows: Row[]; total?: number } | null> => {
      try {
        const env = await getAction<unknown>(address, { ...JSON.parse(paramsKey), ...params });
        if (!env.success) {
          feedback.message.warning(env.message);
          return null;
        }
        const parsed = rowsOfResult(env.result);
        if (!parsed) feedback.message.error(UNKNOWN_RESULT_MESSAGE);
        return parsed;
      } catch {
        return null; // the HTTP client has already told the user
      }
    },
    [paramsKey],
  );

  useEffect(() => {
    let alive = true;
    setLoading(true);
    void fetchRows(url, { ...(rootValue !== undefined ? { [queryKey]: rootValue } : {}), pageNo: page.pageNo, pageSize: page.pageSize }).then((r) => {
      if (!alive) return;
      setLoading(false);
      setRows(r ? withPlaceholders(r.rows, rowKey) : []);
      setTotal(r?.total);
      setExpanded([]);
    });
    return () => {
      alive = false;
    };
  }, [fetchRows, url, rootValue, queryKey, rowKey, page, reloadKey]);

  useEffect(() => {
    if (!childrenReload) return;
    const { parent } = childrenReload;
    void fetchRows(childrenUrl ?? url, { [queryKey]: parent }).then((r) => {
      if (!r) return;
      setRows((prev) => setChildren(prev, rowKey, parent, withPlaceholders(r.rows, rowKey)));
      if (r.rows.length) setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
    });
    // Only a new request reloads; the other values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [childrenReload]);

  const onExpand = async (open: boolean, record: Row) => {
    const key = record[rowKey] as React.Key;
    setExpanded((keys) => (open ? [...keys, key] : keys.filter((k) => k !== key)));
    if (!open || !needsLoad(record)) return;
    const r = await fetchRows(childrenUrl ?? url, { [queryKey]: key });
    setRows((prev) => setChildren(prev, rowKey, key, r ? withPlaceholders(r.rows, rowKey) : []));
  };

  const cols = columns.map((c, i) =>
    i === 0
      ? {
          ...c,
          render: (v: unknown, row: Row, idx: number) =>
            isPlaceholder(row) ? (
              <span className="tree-table-loading">
                <LoadingOutlined /> 加载中…
              </span>
            ) : 'render' in c && c.render ? (
              c.render(v, row, idx)
            ) : (
              (v as React.ReactNode)
            ),
        }
      : { ...c, render: (v: unknown, row: Row, idx: number) => (isPlaceholder(row) ? null : 'render' in c && c.render ? c.render(v, row, idx) : (v as React.ReactNode)) },
  );

  return (
    <Table<Row>
      className="tree-table"
      rowKey={(r) => String(r[rowKey])}
      columns={cols}
      dataSource={rows}
      loading={loading}
      size={size}
      bordered={bordered}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowKeys: expanded, onExpand: (open, rec) => void onExpand(open, rec) }}
      pagination={
        total === undefined
          ? false
          : {
              current: page.pageNo,
              pageSize: page.pageSize,
              total,
              showQuickJumper: true,
              showSizeChanger: true,
              pageSizeOptions: [...PAGE_SIZE_OPTIONS],
              showTotal: (t, [a, b]) => `${a}-${b} 共 ${t} 条`,
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }
      }
    />
  );
}
