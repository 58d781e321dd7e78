import { GPS_GATEWAY_TOKEN_PERM, gpsGatewayMeta } from '@meiyun/shared';
import { useState } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';
import { useListRouteKey } from '../../../components/entity/list/useListRouteKey';
import { GpsGatewayTokenModal } from './GpsGatewayTokenModal';

/** 基础数据 > 定位网关 (menu component coal/gpsGateway/GpsGatewayList): the tracker gateways; 令牌 issues a gateway's token. */
export default function GpsGatewayListPage() {
  const routeKey = useListRouteKey();
  const [gateway, setGateway] = useState<ListRecord | null>(null);
  return (
    <>
      <EntityListPage meta={gpsGatewayMeta} routeKey={routeKey} rowActions={() => [{ key: 'token', label: '令牌', inline: true, permission: GPS_GATEWAY_TOKEN_PERM, onClick: (record) => setGateway(record) }]} />
      <GpsGatewayTokenModal gateway={gateway} onClose={() => setGateway(null)} />
    </>
  );
}
