import { scaleMeta, SCALE_TOKEN_PERM } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { ScaleLinkModal } from './ScaleLinkModal';

/** 基础数据 > 地磅 (menu component coal/scale/ScaleList): the yards' truck scales; 接入令牌 links a scale's agent. */
export default function ScaleListPage() {
  const routeKey = useListRouteKey();
  const [linking, setLinking] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage
        meta={scaleMeta}
        routeKey={routeKey}
        rowActions={() => [{ key: 'token', label: '接入令牌', permission: SCALE_TOKEN_PERM, onClick: (record) => setLinking(record) }]}
      />
      <ScaleLinkModal scale={linking} onClose={() => setLinking(null)} />
    </>
  );
}
