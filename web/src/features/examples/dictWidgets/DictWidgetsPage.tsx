import { Card, Col, Row, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { CategorySelect } from '../../../components/category/CategorySelect';
import { DictSearchSelect } from '../../../components/dict/DictSearchSelect';
import { DictSelect } from '../../../components/dict/DictSelect';
import { DictTreeSelect } from '../../../components/treeSelect/DictTreeSelect';

/** One widget with the value a form would save, so an evaluator sees that a form keeps the code and shows the name. */
function Demo({ title, value, children, testId }: { title: string; value: unknown; children: ReactNode; testId?: string }) {
  return (
    <div className="example-demo" data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ margin: '8px 0' }}>{children}</div>
      <Typography.Text type="secondary" className="example-demo-value">
        保存的值：{value === undefined || value === '' ? '（未选择）' : String(value)}
      </Typography.Text>
    </div>
  );
}

/** What the card is for, in a line above its widgets. */
function Intro({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      {children}
    </Typography.Paragraph>
  );
}

function useValue<T = string | undefined>(initial?: T) {
  return useState<T | undefined>(initial);
}

/** 字典组件: dictionary selects, the async search select, the tree select and the category select on live data. */
export default function DictWidgetsPage() {
  const [transport, setTransport] = useValue<string>();
  const [sexRadio, setSexRadio] = useValue<string>('1');
  const [modes, setModes] = useValue<string>('1,2');
  const [depart, setDepart] = useValue<string>('A01A01');
  const [priority, setPriority] = useValue<string>();
  const [departTree, setDepartTree] = useValue<string>();
  const [companies, setCompanies] = useValue<string>();
  const [catTree, setCatTree] = useValue<string>();
  const [coal, setCoal] = useValue<string>();
  const [coals, setCoals] = useValue<string>();
  const [whole, setWhole] = useValue<string>();
  const col = { xs: 24, lg: 12 };

  return (
    <div className="page examples-dict-widgets" data-testid="dict-widgets-page">
      <Row gutter={[16, 16]}>
        <Col {...col}>
          <Card variant="borderless" title="从数据字典中选择">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Intro>
                选项来自「数据字典」：管理员在字典管理中增改选项后，用到它的表单随之更新。表单保存选项的编码、显示选项的名称，所以改名不影响已有数据。同一组选项可显示为下拉、单选或多选。
              </Intro>
              <Demo title="运输方式（下拉选择）" value={transport}>
                <DictSelect dictCode="transport_mode" value={transport} onChange={setTransport} placeholder="请选择运输方式" />
              </Demo>
              <Demo title="司机性别（单选）" value={sexRadio}>
                <DictSelect dictCode="sex" type="radio" value={sexRadio} onChange={setSexRadio} />
              </Demo>
              <Demo title="可接受的运输方式（多选）" value={modes}>
                <DictSelect dictCode="transport_mode" type="checkbox" value={modes} onChange={setModes} />
              </Demo>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="边输入边搜索">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Intro>选项很多时（部门、客户、车辆等），输入关键字即从服务器查出匹配的选项，不必在长列表里翻找。打开已保存的记录时直接显示名称。</Intro>
              <Demo title="所属部门（输入部门名称搜索）" value={depart} testId="demo-search-depart">
                <DictSearchSelect dict="sys_depart,depart_name,org_code" value={depart} onChange={setDepart} placeholder="输入部门名称搜索" />
              </Demo>
              <Demo title="调度优先级（输入“紧急”“重要”等搜索）" value={priority}>
                <DictSearchSelect dict="priority" value={priority} onChange={setPriority} placeholder="输入优先级搜索" />
              </Demo>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="按层级选择">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Intro>有上下级关系的数据（集团—公司—部门、煤种大类—品种）以树形展开选择；展开某一级时才读取它的下级，层级再多也不卡顿。</Intro>
              <Demo title="部门（全部组织机构）" value={departTree}>
                <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" value={departTree} onChange={setDepartTree} placeholder="请选择部门" />
              </Demo>
              <Demo title="所属公司（只列出公司，不列部门）" value={companies}>
                <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition={'{"org_category":"1"}'} value={companies} onChange={setCompanies} placeholder="请选择公司" />
              </Demo>
              <Demo title="业务分类（煤种、运输方式等全部分类）" value={catTree}>
                <DictTreeSelect dict="sys_category,name,id" pidField="pid" hasChildField="has_child" value={catTree} onChange={setCatTree} placeholder="请选择分类" />
              </Demo>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="按分类字典选择煤种">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Intro>煤种等业务分类在「分类字典」中维护。表单可以只列出某一大类（如煤种）下的品种，逐级展开选择。</Intro>
              <Demo title="煤种（单选）" value={coal}>
                <CategorySelect pcode="A01" value={coal} onChange={setCoal} placeholder="请选择煤种" />
              </Demo>
              <Demo title="可供煤种（多选）" value={coals}>
                <CategorySelect pcode="A01" multiple value={coals} onChange={setCoals} placeholder="可选择多个煤种" />
              </Demo>
              <Demo title="全部分类（打开时一次读取全部层级）" value={whole}>
                <CategorySelect async={false} value={whole} onChange={setWhole} placeholder="请选择分类" />
              </Demo>
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
