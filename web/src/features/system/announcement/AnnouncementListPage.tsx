import { announcementMeta } from '@meiyun/shared';
import { App, Tag } from 'antd';
import { EntityListPage, type ListContext, type ListRecord, type RowAction } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { AnnouncementBody } from '../../../components/notice/AnnouncementBody';
import { getAction } from '../../../lib/http';

export const AnnouncementPerm = { release: 'system:annountCement:release', revoke: 'system:annountCement:revoke' } as const;

const STATUS_COLORS: Record<string, string> = { '0': 'default', '1': 'green', '2': 'orange' };
const PRIORITY_COLORS: Record<string, string> = { L: 'blue', M: 'gold', H: 'red' };

/** 系统管理 > 系统通告 (system/announcement/AnnouncementList): drafts edited here, then 发布 / 撤销. */
export default function AnnouncementListPage() {
  const { message } = App.useApp();
  const routeKey = useListRouteKey();

  const call = (ctx: ListContext, path: string) => (record: ListRecord) =>
    ctx.guard(async () => {
      const env = await getAction(path, { id: record.id });
      if (!env.success) return void message.warning(env.message);
      message.success(env.message);
      ctx.reload();
    })();

  const rowActions = (ctx: ListContext): RowAction[] => [
    { key: 'release', label: '发布', inline: true, permission: AnnouncementPerm.release, confirm: '确定发布该通告吗?', visible: (r) => r.sendStatus !== '1', onClick: call(ctx, '/sys/annountCement/doReleaseData') },
    { key: 'revoke', label: '撤销', inline: true, permission: AnnouncementPerm.revoke, confirm: '确定撤销该通告吗?', visible: (r) => r.sendStatus === '1', onClick: call(ctx, '/sys/annountCement/doReovkeData') },
  ];

  return (
    <EntityListPage
      meta={announcementMeta}
      routeKey={routeKey}
      columns={['titile', 'msgCategory', 'priority', 'msgType', 'sendStatus', 'sender', 'sendTime', 'startTime', 'endTime']}
      cellRenders={{
        sendStatus: (v, r) => <Tag color={STATUS_COLORS[String(v)]}>{String(r.sendStatus_dictText ?? v ?? '')}</Tag>,
        priority: (v, r) => <Tag color={PRIORITY_COLORS[String(v)]}>{String(r.priority_dictText ?? v ?? '')}</Tag>,
      }}
      rowActions={rowActions}
      editable={(r) => r.sendStatus !== '1'}
      detail={(r) => <AnnouncementBody titile={String(r.titile ?? '')} sender={r.sender as string} sendTime={r.sendTime as string} msgContent={r.msgContent as string} />}
      actionColumnWidth={190}
    />
  );
}
