import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { CategorySelect } from '../../../components/category/CategorySelect';
import { DictSearchSelect } from '../../../components/dict/DictSearchSelect';
import { DictSelect } from '../../../components/dict/DictSelect';
import { DictTreeSelect } from '../../../components/treeSelect/DictTreeSelect';

/** One widget with the value it holds, so the demonstration shows what a form would receive. */
function Demo({ title, value, children, testId }: { title: string; value: unknown; children: ReactNode; testId?: string }) {
  return (
    <div className="example-demo" data-testid={testId}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ margin: '8px 0' }}>{children}</div>
      <Typography.Text type="secondary" className="example-demo-value">
        值：{value === undefined || value === '' ? '（空）' : String(value)}
      </Typography.Text>
    </div>
  );
}

function useValue<T = string | undefined>(initial?: T) {
  return useState<T | undefined>(initial);
}

/** 字典组件: dictionary selects, the async search select, the tree select and the category select on live data. */
export default function DictWidgetsPage() {
  const [sexSelect, setSexSelect] = useValue<string>();
  const [sexRadio, setSexRadio] = useValue<string>('1');
  const [modes, setModes] = useValue<string>('1,2');
  const [depart, setDepart] = useValue<string>('A01A01');
  const [operate, setOperate] = useValue<string>();
  const [departTree, setDepartTree] = useValue<string>();
  const [companies, setCompanies] = useValue<string>();
  const [catTree, setCatTree] = useValue<string>();
  const [coal, setCoal] = useValue<string>();
  const [coals, setCoals] = useValue<string>();
  const [whole, setWhole] = useValue<string>();
  const [badCondition, setBadCondition] = useState(false);
  const col = { xs: 24, lg: 12 };

  return (
    <div className="page examples-dict-widgets" data-testid="dict-widgets-page">
      <Row gutter={[16, 16]}>
        <Col {...col}>
          <Card variant="borderless" title="字典选择（select / radio / checkbox）">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Demo title="下拉：性别 sex" value={sexSelect}>
                <DictSelect dictCode="sex" value={sexSelect} onChange={setSexSelect} />
              </Demo>
              <Demo title="单选：性别 sex" value={sexRadio}>
                <DictSelect dictCode="sex" type="radio" value={sexRadio} onChange={setSexRadio} />
              </Demo>
              <Demo title="多选：运输方式 transport_mode" value={modes}>
                <DictSelect dictCode="transport_mode" type="checkbox" value={modes} onChange={setModes} />
              </Demo>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="字典搜索选择（异步）">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Demo title="表字典：sys_depart,depart_name,org_code（初值经 loadDictItem 显示名称）" value={depart} testId="demo-search-depart">
                <DictSearchSelect dict="sys_depart,depart_name,org_code" value={depart} onChange={setDepart} placeholder="输入部门名称搜索" />
              </Demo>
              <Demo title="系统字典：operate_type" value={operate}>
                <DictSearchSelect dict="operate_type" value={operate} onChange={setOperate} />
              </Demo>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="树选择（loadTreeData）">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Demo title="部门树：sys_depart,depart_name,id，pidField=parent_id" value={departTree}>
                <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" value={departTree} onChange={setDepartTree} />
              </Demo>
              <Demo title={'只看公司：condition={"org_category":"1"}'} value={companies}>
                <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition={'{"org_category":"1"}'} value={companies} onChange={setCompanies} />
              </Demo>
              <Demo title="分类树：sys_category,name,id，hasChildField=has_child" value={catTree}>
                <DictTreeSelect dict="sys_category,name,id" pidField="pid" hasChildField="has_child" value={catTree} onChange={setCatTree} />
              </Demo>
              <div>
                <Button size="small" onClick={() => setBadCondition((b) => !b)}>
                  {badCondition ? '移除' : '演示'}错误的 condition
                </Button>
                {badCondition && (
                  <div style={{ marginTop: 8 }}>
                    <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition="org_category=1" />
                  </div>
                )}
              </div>
            </Space>
          </Card>
        </Col>
        <Col {...col}>
          <Card variant="borderless" title="分类选择（sys_category）">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Demo title="煤种 pcode=A01，逐级加载" value={coal}>
                <CategorySelect pcode="A01" value={coal} onChange={setCoal} placeholder="请选择煤种" />
              </Demo>
              <Demo title="煤种多选" value={coals}>
                <CategorySelect pcode="A01" multiple value={coals} onChange={setCoals} placeholder="可多选" />
              </Demo>
              <Demo title="全部分类，一次加载（async=false）" value={whole}>
                <CategorySelect async={false} value={whole} onChange={setWhole} />
              </Demo>
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
