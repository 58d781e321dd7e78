import { QUEUE_BOARD_PERM, queueActionPerm, queueTicketMeta, QueueTexts, VOIDABLE_QUEUE_STATUSES, type EntityMeta, type QueueTicketRecord } from '@meiyun/shared';
import { App, Button, DatePicker, Select, Space, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { EntityListPage, type CellRenders, type ListRecord, type RowAction } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { useHasPermission } from '../../../components/auth/useButtonAccess';
import { useDictOptions } from '../../../components/dict/useDictOptions';
import { useReasonDialog } from '../../../components/reason';
import { businessToday } from '../../../lib/time/businessTime';
import { BoardLinkModal } from './BoardLinkModal';
import { CalledNotice } from './CalledNotice';
import { CheckInModal } from './CheckInModal';
import { queueApi } from './queueApi';
import { QueueStatusTag } from './QueueStatusTag';
import { useQueueKeys } from './useQueueKeys';

const COLUMNS = ['queueNo', 'plateNo', 'status', 'checkInTime', 'calledTime', 'enteredTime', 'skipCount', 'driverName', 'pickupOrderNo', 'carrierId', 'voidReason'];
const YARD_DICT = 'coal_freight_yard,name,id';
const YARD_KEY = 'coal:queue:yard';

/** The yard and day are the screen's own choosers above the list; the list is in calling order. */
const listMeta: EntityMeta = {
  ...queueTicketMeta,
  defaultSort: { field: 'queueNo', order: 'asc' },
  fields: queueTicketMeta.fields.map((f) => (f.name === 'yardId' || f.name === 'businessDay' ? { ...f, query: false } : f)),
};

/**
 * 调度管理 > 排队叫号 (menu component coal/queue/QueueList): one yard's tickets of one day (today unless another is
 * chosen), live. 签到 (F2) by the pickup order's QR code, its number or a plate; 叫号 (F4) calls the yard's next
 * truck and shows it big; a called truck 进场 or 过号; a ticket not yet weighed 作废 with a reason. 看板链接 makes the
 * yard's big-screen link.
 */
export default function QueueListPage() {
  const routeKey = useListRouteKey();
  const { message } = App.useApp();
  const has = useHasPermission();
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const { options: yards } = useDictOptions(YARD_DICT);
  const [chosenYard, setChosenYard] = useState<string | null>(() => localStorage.getItem(YARD_KEY));
  const yardId = yards.some((y) => y.value === chosenYard) ? chosenYard! : (yards[0]?.value ?? '');
  const yardName = yards.find((y) => y.value === yardId)?.label ?? '';
  const [day, setDay] = useState(businessToday());
  const [checkingIn, setCheckingIn] = useState(false);
  const [called, setCalled] = useState<QueueTicketRecord | null>(null);
  const [boardYard, setBoardYard] = useState<{ id: string; name: string } | null>(null);
  const [calling, setCalling] = useState(false);

  const reload = () => void queryClient.invalidateQueries({ queryKey: ['entityList', queueTicketMeta.api] });
  const reason = useReasonDialog(reload);
  const fixedParams = useMemo(() => ({ yardId: yardId || '-', businessDay_begin: day, businessDay_end: day }), [yardId, day]);

  const chooseYard = (id: string) => {
    setChosenYard(id);
    localStorage.setItem(YARD_KEY, id);
  };

  const run = async (call: Promise<{ success: boolean; message: string }>) => {
    try {
      const env = await call;
      if (env.success) message.success(env.message);
      else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    }
    reload();
  };

  const callNext = async () => {
    if (!yardId) return void message.warning(QueueTexts.yardRequired);
    if (calling) return;
    setCalling(true);
    try {
      const env = await queueApi.call(yardId);
      if (env.success) setCalled(env.result);
      else message.warning(env.message);
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setCalling(false);
      reload();
    }
  };

  const canCheckIn = has(queueActionPerm('checkIn'));
  const canCall = has(queueActionPerm('call'));
  useQueueKeys(root, { F2: () => canCheckIn && setCheckingIn(true), F4: () => canCall && void callNext() });

  const rowActions = (): RowAction[] => [
    { key: 'enter', label: '进场', inline: true, permission: queueActionPerm('enter'), visible: (r: ListRecord) => r.status === 'called', onClick: (r: ListRecord) => run(queueApi.enter(r.id)) },
    { key: 'skip', label: '过号', inline: true, permission: queueActionPerm('skip'), confirm: '过号后排到队尾，确定吗？', visible: (r: ListRecord) => r.status === 'called', onClick: (r: ListRecord) => run(queueApi.skip(r.id)) },
    {
      key: 'void',
      label: '作废',
      danger: true,
      permission: queueActionPerm('void'),
      visible: (r: ListRecord) => (VOIDABLE_QUEUE_STATUSES as readonly unknown[]).includes(r.status),
      onClick: (r: ListRecord) =>
        reason.ask({ title: `作废排队记录：${String(r.queueNo)}号 ${String(r.plateNo)}`, label: '作废原因', required: true, requiredText: QueueTexts.voidReasonRequired, run: (why) => reason.settle(queueApi.void(r.id, why)) }),
    },
  ];

  const cellRenders: CellRenders = {
    queueNo: (v) => <b style={{ fontSize: 16 }}>{String(v ?? '')}</b>,
    plateNo: (v) => <b>{String(v ?? '')}</b>,
    status: (v, r) => <QueueStatusTag status={v} text={r.status_dictText} />,
  };

  return (
    <div ref={root}>
      <Space wrap style={{ marginBottom: 12 }} className="queue-choosers">
        <Select aria-label="货场" style={{ minWidth: 200 }} value={yardId || undefined} placeholder="请选择货场" options={yards} onChange={chooseYard} />
        <DatePicker aria-label="排队日期" allowClear={false} value={dayjs(day)} onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))} />
        {canCheckIn && (
          <Tooltip title="F2">
            <Button onClick={() => setCheckingIn(true)}>签到</Button>
          </Tooltip>
        )}
        {canCall && (
          <Tooltip title="F4">
            <Button type="primary" loading={calling} onClick={() => void callNext()}>
              叫号
            </Button>
          </Tooltip>
        )}
        {has(QUEUE_BOARD_PERM) && (
          <Button disabled={!yardId} onClick={() => setBoardYard({ id: yardId, name: yardName })}>
            看板链接
          </Button>
        )}
      </Space>
      <EntityListPage meta={listMeta} routeKey={routeKey} columns={COLUMNS} fixedParams={fixedParams} cellRenders={cellRenders} rowActions={rowActions} actionColumnWidth={170} />
      <CheckInModal open={checkingIn} onClose={() => setCheckingIn(false)} />
      <CalledNotice
        ticket={called}
        onClose={() => setCalled(null)}
        onEnter={(t) => {
          setCalled(null);
          void run(queueApi.enter(t.id));
        }}
      />
      <BoardLinkModal yard={boardYard} onClose={() => setBoardYard(null)} />
      {reason.dialog}
    </div>
  );
}
