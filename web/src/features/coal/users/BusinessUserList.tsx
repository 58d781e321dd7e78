import { ORG_KINDS_OF_USER_TYPE, userMeta, type BusinessUserType } from '@meiyun/shared';
import { useMemo } from 'react';
import { EllipsisText, EntityListPage } from '../../../components/entity';
import { userOrgEditors } from '../../system/user/userOrgEditors';

const COLUMNS = ['username', 'realname', 'phone', 'orgKind', 'orgId', 'status', 'createTime'];

/**
 * 业务用户 > 调度员 / 信息员 / 贸易商 / 货主: the user list cut to one type (the type is sent with every list call and
 * set on every new user), the dialog asking for the organisation the user acts for. A type acting for carriers
 * only has its kind fixed too, so the dialog asks for the carrier alone.
 */
export function BusinessUserList({ type }: { type: BusinessUserType }) {
  const kinds = ORG_KINDS_OF_USER_TYPE[type];
  const fixedParams = useMemo((): Record<string, string> => (kinds.length === 1 ? { userType: type, orgKind: kinds[0] } : { userType: type }), [type, kinds]);
  const editors = useMemo(() => userOrgEditors(type), [type]);
  return (
    <EntityListPage
      meta={userMeta}
      routeKey={`coal-users-${type}`}
      fixedParams={fixedParams}
      columns={kinds.length === 1 ? COLUMNS.filter((c) => c !== 'orgKind') : COLUMNS}
      editors={editors}
      cellRenders={{ orgId: (_v, r) => <EllipsisText text={r.orgId_dictText ?? ''} /> }}
    />
  );
}
