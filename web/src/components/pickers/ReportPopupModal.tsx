import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row } from 'antd';
import { useState } from 'react';
import { reportColumns, type ReportRow } from '../report/reportColumns';
import { reportQuery } from '../report/reportQuery';
import { reportSorter, selfParams } from '../report/reportRequest';
import { useReportDefinition } from '../report/useReportDefinition';
import { REPORT_POPUP_WIDTH } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { PickerTable } from './PickerTable';
import type { ReportConfig, ReportQueryItem } from './reportApi';
import { usePickerSelection, type PickerSelection } from './usePickerSelection';

export interface ReportPopupModalProps {
  open: boolean;
  /** The report code. */
  code: string;
  multi?: boolean;
  /** Popups of one form share the report's columns for 30 s. */
  groupId?: string;
  /** Values of the report's named parameters (sent as `self_<name>`). */
  params?: Record<string, string>;
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
  testId?: string;
}

/**
 * 报表弹窗: an online report as a picker. The title is the report's name; the query form comes from its query
 * fields (those marked hidden '1' behind 更多条件); a counter shows the chosen rows with 清空 and 刷新.
 */
export function ReportPopupModal({ open, code, multi = false, groupId, params, onOk, onCancel, testId }: ReportPopupModalProps) {
  const { config, queryItems, error } = useReportDefinition(code, { enabled: open, groupId });
  // A report row has no id of its own: its values are its key.
  const selection = usePickerSelection<ReportRow>({ open, keyOf: (r) => JSON.stringify(r).slice(0, 500), multi });

  return (
    <PickerModal open={open} title={config?.cgRpConfigName ?? '报表'} width={REPORT_POPUP_WIDTH} chosen={selection.chosen} multi={multi} onOk={onOk} onCancel={onCancel} testId={testId}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <ReportRows config={config} queryItems={queryItems} params={params} selection={selection} />
    </PickerModal>
  );
}

interface ReportRowsProps {
  config: ReportConfig | null;
  queryItems: ReportQueryItem[];
  params?: Record<string, string>;
  selection: PickerSelection<ReportRow>;
}

/** The dialog's body: the report's rows, sortable by its sortable columns, with the chosen-rows counter and 刷新. */
function ReportRows({ config, queryItems, params, selection }: ReportRowsProps) {
  const [sorter, setSorter] = useState<string | undefined>();
  const [tick, setTick] = useState(0);

  const columns = reportColumns(config);

  return (
    <PickerTable<ReportRow>
      url={config ? `/online/cgreport/api/getData/${config.cgRpConfigId}` : undefined}
      params={{ sorter, ...selfParams(params) }}
      query={queryItems.length ? reportQuery(queryItems) : undefined}
      header={
        <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
          <Col>
            <Alert
              type="info"
              showIcon
              style={{ padding: '4px 12px' }}
              title={
                <span data-testid="report-chosen">
                  已选择 <b>{selection.chosen.length}</b> 项
                  <Button type="link" size="small" onClick={() => selection.set([])}>
                    清空
                  </Button>
                </span>
              }
            />
          </Col>
          <Col>
            <Button icon={<ReloadOutlined />} onClick={() => setTick((t) => t + 1)}>
              刷新
            </Button>
          </Col>
        </Row>
      }
      refreshKey={tick}
      columns={columns}
      selection={selection}
      pageSize={10}
      bordered
      scrollY={320}
      onChange={(_p, _f, s) => setSorter(reportSorter(s))}
    />
  );
}
