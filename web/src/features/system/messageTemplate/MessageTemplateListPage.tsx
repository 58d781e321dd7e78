import { MESSAGE_TEMPLATE_TEST_PERM, messageTemplateMeta } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { SendTestModal } from './SendTestModal';

/**
 * 系统管理 > 消息模板 (menu component system/messageTemplate/MessageTemplateList): the wording of each notice per
 * channel (系统消息, 邮件, 短信); 发送测试 sends one, filled with its test data, to a user.
 */
export default function MessageTemplateListPage() {
  const routeKey = useListRouteKey();
  const [testing, setTesting] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage meta={messageTemplateMeta} routeKey={routeKey} rowActions={() => [{ key: 'sendTest', label: '发送测试', inline: true, permission: MESSAGE_TEMPLATE_TEST_PERM, onClick: (record) => setTesting(record) }]} />
      <SendTestModal template={testing} onClose={() => setTesting(null)} />
    </>
  );
}
