import type { StationTruck } from '@meiyun/shared';
import { Descriptions, Empty } from 'antd';
import { useDevice } from '../../../lib/device/useDevice';
import { formatWeight } from './stability';

/** What the clerk checks the truck on the platform against: its order, contract and the expected tare. */
export function TruckFacts({ truck }: { truck: StationTruck | null }) {
  const { small } = useDevice();
  if (!truck) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请选择车辆（↑/↓ 或输入车牌）" />;
  return (
    <Descriptions size="small" column={small ? 1 : 2} className="wb-facts" data-testid="station-truck-facts">
      <Descriptions.Item label="车牌号">
        <b className="wb-facts__plate">{truck.plateNo}</b>
      </Descriptions.Item>
      <Descriptions.Item label="排队号">{truck.queueNo}号 · {truck.status_dictText}</Descriptions.Item>
      <Descriptions.Item label="提煤单">{truck.pickupOrderNo}</Descriptions.Item>
      <Descriptions.Item label="合同">{truck.contractNo ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="司机">{truck.driverName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="业务">{truck.direction === 'sales' ? '销售（先皮后毛）' : '采购（先毛后皮）'}</Descriptions.Item>
      <Descriptions.Item label="预计皮重">{truck.refTareKg === null ? '未登记' : `${formatWeight(truck.refTareKg)} kg`}</Descriptions.Item>
      <Descriptions.Item label="核定总质量">{truck.maxGrossKg === null ? '—' : `${formatWeight(truck.maxGrossKg)} kg`}</Descriptions.Item>
      {truck.weighingId && (
        <Descriptions.Item label="已称" span={small ? 1 : 2}>
          {truck.weighNo} {truck.tareKg !== null && `皮重 ${formatWeight(truck.tareKg)} kg`} {truck.grossKg !== null && `毛重 ${formatWeight(truck.grossKg)} kg`}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
