import { cgreportHeadMeta } from '@meiyun/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EntityListPage, type ListContext, type RowAction } from '../../components/entity';
import { ReportPopupModal } from '../../components/pickers/ReportPopupModal';
import { CgreportFormModal } from './CgreportFormModal';

/**
 * 系统管理 > 在线报表 (menu component online/cgreport/CgreportList): the list of report definitions is the list kit's
 * (query, export, delete, column settings); adding and editing a report open its own dialog (statement, columns,
 * parameters), and each row offers 预览, the report as its popup shows it, and 打开报表, the report's own page.
 */
export default function CgreportListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<string | null>(null);

  const rowActions = (_ctx: ListContext): RowAction[] => [
    { key: 'preview', label: '预览', inline: true, onClick: (r) => setPreview(String(r.code)) },
    // The report as a page of its own, in a workspace tab named after it.
    { key: 'open', label: '打开报表', inline: true, onClick: (r) => navigate(`/online/cgreport/${encodeURIComponent(String(r.code))}`) },
  ];

  return (
    <div data-testid="cgreport-page">
      <EntityListPage
        meta={cgreportHeadMeta}
        rowActions={rowActions}
        actionColumnWidth={230}
        editForm={({ mode, record, open, onClose, onSaved }) => <CgreportFormModal open={open} id={mode === 'edit' ? (record?.id ?? null) : null} onClose={onClose} onSaved={onSaved} />}
      />
      <ReportPopupModal
        open={!!preview}
        code={preview ?? ''}
        multi
        onCancel={() => setPreview(null)}
        onOk={(picked) => (message.info(`已选择 ${picked.length} 项`), setPreview(null))}
      />
    </div>
  );
}
