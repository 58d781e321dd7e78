import { berthMeta } from '@meiyun/shared';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { EntityListPage, type ListRecord } from '../../../components/entity';

interface Props {
  port: ListRecord | null;
  routeKey: string;
  onClose(): void;
}

/** The chosen port's 泊位: the berth list kit filtered by portId; new berths join that port. */
export function PortBerthsDrawer({ port, routeKey, onClose }: Props) {
  const fixed = useMemo(() => (port ? { portId: port.id } : undefined), [port]);
  return (
    <Drawer
      open={port !== null}
      onClose={onClose}
      size={Math.min(900, typeof window === 'undefined' ? 900 : window.innerWidth)}
      title={port ? `泊位：${String(port.name ?? '')}（${String(port.code ?? '')}）` : '泊位'}
      destroyOnHidden
    >
      {port && fixed && <EntityListPage key={String(port.id)} meta={berthMeta} fixedParams={fixed} routeKey={`${routeKey}:berths`} embedded />}
    </Drawer>
  );
}
