import { App, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState, type ReactNode } from 'react';
import type { Page } from '@meiyun/shared';
import { getAction } from '../../lib/http';
import { PICKER_PAGE_SIZES } from './pickerConfig';
import { containsParams, PickerQueryForm, type PickerQuery, type QueryValues } from './PickerQueryForm';
import { chooseRows, type PickerSelection } from './usePickerSelection';

export interface PickerTableProps<Row extends object> {
  /** The endpoint of the rows (`{records,total}` by `pageNo`/`pageSize`); none while the picker cannot ask yet. */
  url: string | undefined;
  /** Parameters beside the page and the query form: fixed ones and the picker's own (a tree node, a sorter). */
  params?: Record<string, unknown>;
  /** The 查询 / 重置 form; none, no form. */
  query?: PickerQuery;
  columns: ColumnsType<Row>;
  selection: PickerSelection<Row>;
  pageSize: number;
  pageSizes?: string[];
  /** A page-number box, and the range in the total (`1-10 共 37 条`). */
  quickJumper?: boolean;
  /** Small pager (a narrow dialog column). */
  compact?: boolean;
  scrollY?: number;
  bordered?: boolean;
  /** Between the form and the table: the chosen rows as chips, a counter. */
  header?: ReactNode;
  /** Another value reads the page again (刷新). */
  refreshKey?: unknown;
  onChange?: TableProps<Row>['onChange'];
}

/**
 * The table of a picker dialog: its query form, a page of rows from `url`, row choosing that is kept across pages
 * (`usePickerSelection`), and the pager. Any change of the query starts again at page 1. Rendered inside
 * `PickerModal`, it starts empty at each opening.
 */
export function PickerTable<Row extends object>(p: PickerTableProps<Row>) {
  const { message } = App.useApp();
  const [values, setValues] = useState<QueryValues>({});
  const [page, setPage] = useState({ no: 1, size: p.pageSize });
  const [found, setFound] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);

  // The query as text: callers may hand a new but equal `params` object at every render.
  const request = JSON.stringify({ ...p.params, ...(p.query?.toParams ?? containsParams)(values) });
  const [pagedFor, setPagedFor] = useState(request);
  if (pagedFor !== request) {
    setPagedFor(request);
    setPage((x) => ({ ...x, no: 1 }));
  }

  useEffect(() => {
    if (!p.url) return;
    let live = true;
    setLoading(true);
    getAction<Page<Row>>(p.url, { ...JSON.parse(request), pageNo: page.no, pageSize: page.size })
      .then((env) => {
        if (!live) return;
        if (!env.success) return void message.warning(env.message);
        setFound({ rows: env.result.records, total: env.result.total });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [p.url, request, page, p.refreshKey, message]);

  const firstPage = () => setPage((x) => ({ ...x, no: 1 }));
  return (
    <>
      {p.query ? <PickerQueryForm query={p.query} onSearch={(v) => (setValues(v), firstPage())} onReset={() => (setValues({}), firstPage())} /> : null}
      {p.header}
      <Table<Row>
        rowKey={p.selection.keyOf}
        size="small"
        bordered={p.bordered}
        loading={loading}
        dataSource={found.rows}
        columns={p.columns}
        scroll={{ x: 'max-content', y: p.scrollY }}
        onChange={p.onChange}
        {...chooseRows(p.selection, found.rows)}
        pagination={{
          current: page.no,
          pageSize: page.size,
          total: found.total,
          size: p.compact ? 'small' : undefined,
          showSizeChanger: true,
          pageSizeOptions: p.pageSizes ?? PICKER_PAGE_SIZES,
          showQuickJumper: p.quickJumper,
          showTotal: p.quickJumper ? (t, range) => `${range[0]}-${range[1]} 共 ${t} 条` : (t) => `共 ${t} 条`,
          onChange: (no, size) => setPage({ no, size }),
        }}
      />
    </>
  );
}
