import type { PickupOrderRecord } from '@meiyun/shared';
import { Button, Space, Table } from 'antd';
import { PickupStatusTag } from '../pickupOrder/PickupStatusTag';

/** The plan's pickup orders in its detail, each with 二维码 and, while valid, 作废 (for a holder of the permission). */
export function PlanOrders({ orders, canVoid, onQr, onVoid }: { orders: readonly PickupOrderRecord[]; canVoid: boolean; onQr(o: PickupOrderRecord): void; onVoid(o: PickupOrderRecord): void }) {
  return (
    <Table<PickupOrderRecord>
      data-testid="plan-orders"
      size="small"
      rowKey="id"
      dataSource={orders as PickupOrderRecord[]}
      pagination={false}
      scroll={{ x: 760 }}
      columns={[
        { dataIndex: 'orderNo', title: '提煤单号', width: 170 },
        { dataIndex: 'plateNo', title: '车牌号', width: 100 },
        { dataIndex: 'driverName', title: '司机', width: 90 },
        { dataIndex: 'validTo', title: '有效期至', width: 160 },
        { dataIndex: 'status', title: '状态', width: 80, render: (v, r) => <PickupStatusTag status={v} text={r.status_dictText} /> },
        {
          key: 'op',
          title: '操作',
          width: 130,
          render: (_, r) => (
            <Space size="small">
              <Button type="link" size="small" onClick={() => onQr(r)}>二维码</Button>
              {canVoid && r.status === 'valid' && <Button type="link" size="small" danger onClick={() => onVoid(r)}>作废</Button>}
            </Space>
          ),
        },
      ]}
    />
  );
}
