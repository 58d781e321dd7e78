import { QUALITY_TRANSITIONS, qualityActionPerm, qualityTestMeta, QualityTexts, type QualityAction } from '@meiyun/shared';
import { App, Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { EntityListPage, ImportModal, useClickGuard, type CellRenders, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { useListReload } from '../../../components/entity/list/useListReload';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useReasonDialog } from '../../../components/reason';
import { qualityApi } from './qualityApi';
import { QualityFormModal } from './QualityFormModal';
import { QualityStatusTag } from './QualityStatusTag';

const COLUMNS = ['labNo', 'status', 'warnings', 'qnetArKcal', 'qnetArMj', 'mt', 'ad', 'vdaf', 'std', 'mad', 'aad', 'vad', 'stad', 'weighingCount', 'planNo', 'contractNo', 'materialId', 'sampledAt', 'lab', 'enteredBy', 'reviewedBy', 'approvedBy', 'approvedTime', 'voidReason', 'createTime'];
const IMPORT = { api: qualityTestMeta.api, title: '化验结果' };

/**
 * 质量管理 > 煤质化验 (menu component coal/qualityTest/QualityTestList): the lab results with their state and
 * plausibility warnings; 登记 (the batch and its codes), 录入 while 已录入, 审核, 批准 (not by whoever entered the
 * values), 作废 with a reason, 采样编码 for those who may see them, and the import of a lab's sheet by 化验编码.
 */
export default function QualityTestListPage() {
  const routeKey = useListRouteKey();
  const reload = useListReload(qualityTestMeta);
  const has = useHasPermission();
  const { message, modal } = App.useApp();
  const { ask, settle, dialog } = useReasonDialog(reload);
  const [importing, setImporting] = useState(false);
  const importGuard = useClickGuard();

  const step = async (a: QualityAction, r: ListRecord) => {
    const env = await qualityApi.transition(a, r.id).catch(() => null);
    if (env?.success) message.success(env.message || QUALITY_TRANSITIONS[a].done);
    else if (env) message.warning(env.message);
    reload();
  };
  const voidOne = (r: ListRecord) =>
    ask({ title: `作废化验结果：${String(r.labNo ?? '')}`, label: '作废原因', required: true, requiredText: QualityTexts.voidReasonRequired, run: (reason) => settle(qualityApi.transition('void', r.id, reason)) });
  const showCodes = async (r: ListRecord) => {
    const env = await qualityApi.codes(r.id).catch(() => null);
    if (!env?.success || !env.result) return void (env && message.warning(env.message));
    const c = env.result;
    modal.info({ title: `样品编码：${c.labNo}`, content: <div data-testid="quality-codes">采样编码：{c.sampleNo}<br />制样编码：{c.prepNo}<br />化验编码：{c.labNo}</div> });
  };

  const rowActions = (ctx: ListContext): RowAction[] => [
    ...(['review', 'approve'] as const).map(
      (a): RowAction => ({
        key: a,
        label: QUALITY_TRANSITIONS[a].label,
        permission: qualityActionPerm(a),
        inline: true,
        confirm: a === 'approve' ? '批准后化验结果不能再修改，并用于结算。确定批准吗？' : undefined,
        visible: (r: ListRecord) => QUALITY_TRANSITIONS[a].from.includes(r.status as never),
        onClick: (r: ListRecord) => ctx.guard(() => step(a, r))(),
      }),
    ),
    { key: 'codes', label: '采样编码', permission: qualityActionPerm('codes'), onClick: (r: ListRecord) => ctx.guard(() => showCodes(r))() },
    { key: 'void', label: '作废', permission: qualityActionPerm('void'), danger: true, visible: (r: ListRecord) => QUALITY_TRANSITIONS.void.from.includes(r.status as never), onClick: (r: ListRecord) => voidOne(r) },
  ];

  const cellRenders: CellRenders = {
    status: (v, r) => <QualityStatusTag status={v} text={r.status_dictText} />,
    warnings: (v) =>
      v ? (
        <Tooltip title={String(v).split('；').map((w) => <div key={w}>{w}</div>)}>
          <Tag color="warning">{String(v).split('；').length}项超出常见范围</Tag>
        </Tooltip>
      ) : null,
  };

  return (
    <>
      <EntityListPage
        meta={qualityTestMeta}
        routeKey={routeKey}
        columns={COLUMNS}
        cellRenders={cellRenders}
        rowActions={rowActions}
        actionColumnWidth={170}
        editable={(r) => r.status === 'entered'}
        editForm={(p) => <QualityFormModal {...p} />}
        toolbarExtra={(ctx) =>
          has(qualityActionPerm('importExcel')) ? (
            <Button onClick={ctx.guard(() => setImporting(true))} data-testid="quality-import">
              导入化验结果
            </Button>
          ) : null
        }
      />
      <ImportModal meta={IMPORT} open={importing} guard={importGuard} onClose={() => setImporting(false)} onImported={reload} />
      {dialog}
    </>
  );
}
