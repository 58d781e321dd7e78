import { RAIL_CHARGE_BASIS_ITEMS } from '@meiyun/shared';
import { Button, Form, Input, Select, Table } from 'antd';

/**
 * 其他附加费 of a rate as an editable table (Form.List `surcharges`): name, how it is charged (per t·km of the tariff
 * or electrified km, per t, per wagon) and the rate; rows added and removed in place. The server checks the rows
 * with the tariff's own check, so what this table lets through is what a shipment's freight reads.
 */
export function SurchargeTable({ disabled }: { disabled?: boolean }) {
  return (
    <Form.List name="surcharges">
      {(rows, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '无其他附加费' }}
            data-testid="rail-surcharge-table"
            columns={[
              {
                title: '名称',
                width: 180,
                render: (_, row) => (
                  <Form.Item name={[row.name, 'name']} noStyle rules={[{ required: true, whitespace: true, message: '请填写附加费名称' }]}>
                    <Input placeholder="如 取送车费" maxLength={50} />
                  </Form.Item>
                ),
              },
              {
                title: '计费方式',
                width: 230,
                render: (_, row) => (
                  <Form.Item name={[row.name, 'basis']} noStyle rules={[{ required: true, message: '请选择计费方式' }]}>
                    <Select style={{ width: 220 }} options={RAIL_CHARGE_BASIS_ITEMS.map(([value, label]) => ({ value, label }))} />
                  </Form.Item>
                ),
              },
              {
                title: '费率(元)',
                width: 130,
                render: (_, row) => (
                  <Form.Item name={[row.name, 'rate']} noStyle rules={[{ required: true, message: '请填写费率' }, { pattern: /^\d{1,10}(\.\d{1,4})?$/, message: '费率最多4位小数' }]}>
                    <Input inputMode="decimal" placeholder="0.00" />
                  </Form.Item>
                ),
              },
              { title: '', width: 60, render: (_, row) => <Button type="link" danger disabled={disabled} onClick={() => remove(row.name)}>删除</Button> },
            ]}
          />
          <Button type="dashed" block style={{ marginTop: 8 }} disabled={disabled} onClick={() => add({ basis: 'wagon' })} data-testid="rail-surcharge-add">
            添加附加费
          </Button>
        </>
      )}
    </Form.List>
  );
}
