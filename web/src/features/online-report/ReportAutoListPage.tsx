import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type Page } from '@meiyun/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { listPagination, type Paging } from '../../components/entity/list/pagination';
import { PickerQueryForm, type QueryValues } from '../../components/pickers/PickerQueryForm';
import { reportColumns, type ReportRow } from '../../components/report/reportColumns';
import { reportQuery } from '../../components/report/reportQuery';
import { reportSorter, selfParams } from '../../components/report/reportRequest';
import { useReportDefinition } from '../../components/report/useReportDefinition';
import { downloadFile, errorText, getAction, resultOf } from '../../lib/http';
import { usePageTitle } from '../../lib/routes/pageTitle';
import { useRouteCode } from '../../lib/routes/routeCode';
import { useLocation } from 'react-router';

/** Where a row's key is kept: a report row has no id of its own. */
const ROW_KEY = '__row';

/**
 * 报表 auto list (menu component online/cgreport/auto/ReportAutoList, and /online/cgreport/:code from 在线报表's
 * 打开报表): an online report as a page, its code the last segment of the path. Titled and tabbed with the report's
 * name; its query form, its rows a page at a time sorted on the server, dictionary texts as the report popup shows
 * them, and 导出 of the current query as xlsx. The address's query (`?days=7`) fills the report's named parameters.
 */
export default function ReportAutoListPage() {
  const code = useRouteCode();
  // The address's parameters as the page opened: a page kept alive in a background tab keeps its own.
  const opened = useLocation().search;
  const [search] = useState(opened);
  const named = useMemo(() => selfParams(Object.fromEntries(new URLSearchParams(search))), [search]);
  const { config, queryItems, error } = useReportDefinition(code);
  usePageTitle(config?.cgRpConfigName);

  const [values, setValues] = useState<QueryValues>({});
  const [sorter, setSorter] = useState<string>();
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => reportQuery(queryItems), [queryItems]);
  const columns = useMemo(() => reportColumns(config), [config]);

  const id = config?.cgRpConfigId;
  const params = { ...named, ...query.toParams!(values), ...(sorter ? { sorter } : {}) };
  const rows = useQuery({
    queryKey: ['onlineReport', id, params, paging],
    enabled: !!id,
    placeholderData: keepPreviousData,
    queryFn: async () => resultOf(await getAction<Page<ReportRow>>(`/online/cgreport/api/getData/${id}`, { ...params, ...paging })),
  });
  const records = useMemo(() => (rows.data?.records ?? []).map((r, i) => ({ ...r, [ROW_KEY]: i })), [rows.data]);

  const searchWith = (next: QueryValues) => {
    setValues(next);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const exportXls = async () => {
    if (!config) return;
    setExporting(true);
    try {
      await downloadFile(`/online/cgreport/api/exportXls/${config.cgRpConfigId}`, `${config.cgRpConfigName}.xlsx`, params);
    } finally {
      setExporting(false);
    }
  };

  if (error) {
    return (
      <div className="page" data-testid="report-auto-page">
        <Card variant="borderless">
          <Result status="warning" title={error} subTitle={`报表编码：${code}`} />
        </Card>
      </div>
    );
  }
  return (
    <div className="page" data-testid="report-auto-page" data-report-code={code}>
      <Card
        variant="borderless"
        loading={!config}
        title={<span data-testid="report-title">{config?.cgRpConfigName}</span>}
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void rows.refetch()} data-testid="report-refresh">
              刷新
            </Button>
            <Button type="primary" icon={<DownloadOutlined />} loading={exporting} disabled={!config} onClick={() => void exportXls()} data-testid="report-export">
              导出
            </Button>
          </Space>
        }
      >
        {queryItems.length ? <PickerQueryForm query={query} onSearch={searchWith} onReset={() => searchWith({})} /> : null}
        {rows.error ? <Alert type="error" showIcon title={errorText(rows.error)} style={{ marginBottom: 12 }} /> : null}
        <Table<ReportRow>
          rowKey={ROW_KEY}
          size="middle"
          bordered
          loading={rows.isFetching}
          dataSource={records}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={listPagination(paging, rows.data?.total ?? 0, setPaging)}
          onChange={(_p, _f, s, extra) => {
            if (extra.action !== 'sort') return;
            setSorter(reportSorter(s));
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
          data-testid="report-table"
        />
      </Card>
    </div>
  );
}
