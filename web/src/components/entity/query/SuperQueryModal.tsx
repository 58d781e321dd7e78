import { DeleteOutlined, FileTextOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MATCH_TYPE_LABELS, MATCH_TYPES, SUPER_QUERY_RULE_LABELS, type EntityMeta, type MatchType } from '@meiyun/shared';
import { App, Button, Col, Empty, Input, List, Modal, Popconfirm, Row, Select, Space, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { hasSavedQuery, loadSavedQueries, removeSavedQuery, storeSavedQueries, upsertSavedQuery, type SavedQuery } from './savedQueries';
import { effectiveConditions, isEmptyQuery, queryableFields, rulesFor, withField, withRule, type SuperQuery, type SuperQueryCondition } from './superQuery';
import { SuperQueryValue } from './SuperQueryValue';

export const SuperQueryTexts = {
  emptyQuery: '不能查询空条件',
  emptySave: '空条件不能保存',
  emptyName: '保存名称不能为空',
  overwrite: '该名称已存在，是否覆盖？',
  deleteSaved: '是否删除当前查询？',
} as const;

interface Props {
  meta: EntityMeta;
  /** The list's route name: saved queries are kept per list. */
  routeKey: string;
  open: boolean;
  /** The query applied now, shown again when the builder reopens. */
  value: SuperQuery | null;
  onApply(query: SuperQuery | null): void;
  onClose(): void;
}

const blank = (): SuperQueryCondition => ({});

/** The advanced query builder of §5: conditions by field with fitting operators, and/or, saved queries. */
export function SuperQueryModal({ meta, routeKey, open, value, onApply, onClose }: Props) {
  const { message, modal } = App.useApp();
  const fields = queryableFields(meta.fields);
  const [conditions, setConditions] = useState<SuperQueryCondition[]>([blank()]);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [saved, setSaved] = useState<SavedQuery[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  useEffect(() => {
    if (!open) return;
    setSaved(loadSavedQueries(routeKey));
    setConditions(value?.conditions.length ? value.conditions.map((c) => ({ ...c })) : [blank()]);
    setMatchType(value?.matchType ?? 'and');
  }, [open, routeKey, value]);

  const fieldOf = (name?: string) => fields.find((f) => f.name === name);
  const update = (index: number, next: SuperQueryCondition) => setConditions((list) => list.map((c, i) => (i === index ? next : c)));

  const query = () => {
    if (isEmptyQuery(conditions)) return void message.warning(SuperQueryTexts.emptyQuery);
    onApply({ conditions: effectiveConditions(conditions), matchType });
    onClose();
  };

  const reset = () => {
    setConditions([blank()]);
    setMatchType('and');
    onApply(null);
  };

  const persist = (list: SavedQuery[]) => {
    setSaved(list);
    storeSavedQueries(routeKey, list);
  };

  const startSave = () => {
    if (isEmptyQuery(conditions)) return void message.warning(SuperQueryTexts.emptySave);
    setName('');
    setNaming(true);
  };

  const finishSave = () => {
    const title = name.trim();
    if (!title) return void message.warning(SuperQueryTexts.emptyName);
    const entry: SavedQuery = { title, matchType, records: effectiveConditions(conditions) };
    const store = () => {
      persist(upsertSavedQuery(saved, entry));
      setNaming(false);
      message.success('保存成功');
    };
    if (hasSavedQuery(saved, title)) {
      modal.confirm({ title: '提示', content: SuperQueryTexts.overwrite, okText: '覆盖', cancelText: '取消', onOk: store });
    } else store();
  };

  const applySaved = (entry: SavedQuery) => {
    setConditions(entry.records.map((c) => ({ ...c })));
    setMatchType(entry.matchType);
    onApply({ conditions: entry.records, matchType: entry.matchType });
    onClose();
  };

  return (
    <>
      <Modal
        open={open}
        title="高级查询构造器"
        width={1000}
        onCancel={onClose}
        className="super-query-modal"
        footer={
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button onClick={reset}>重置</Button>
            <Button onClick={onClose}>关闭</Button>
            <Button icon={<FileTextOutlined />} onClick={startSave}>
              保存查询条件
            </Button>
            <Button type="primary" onClick={query}>
              查询
            </Button>
          </Space>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={17}>
            <Space style={{ marginBottom: 12 }} wrap>
              <span>过滤条件匹配：</span>
              <Select<MatchType>
                value={matchType}
                onChange={setMatchType}
                style={{ width: 240 }}
                options={MATCH_TYPES.map((m) => ({ value: m, label: MATCH_TYPE_LABELS[m] }))}
              />
            </Space>
            {conditions.length === 0 && (
              <Empty description="没有任何查询条件">
                <Button icon={<PlusOutlined />} onClick={() => setConditions([blank()])}>
                  添加条件
                </Button>
              </Empty>
            )}
            {conditions.map((condition, index) => {
              const field = fieldOf(condition.field);
              return (
                <Row key={index} gutter={8} style={{ marginBottom: 8 }} className="super-query-row" align="middle">
                  <Col xs={24} sm={7}>
                    <Select
                      style={{ width: '100%' }}
                      placeholder="选择查询字段"
                      showSearch={{ optionFilterProp: 'label' }}
                      value={condition.field}
                      options={fields.map((f) => ({ value: f.name, label: f.label }))}
                      onChange={(name) => {
                        const f = fieldOf(name);
                        if (f) update(index, withField(f));
                      }}
                    />
                  </Col>
                  <Col xs={24} sm={5}>
                    <Select
                      style={{ width: '100%' }}
                      placeholder="匹配规则"
                      value={condition.rule}
                      disabled={!field}
                      options={(field ? rulesFor(field) : []).map((r) => ({ value: r, label: SUPER_QUERY_RULE_LABELS[r] }))}
                      onChange={(rule) => update(index, withRule(condition, rule, field))}
                    />
                  </Col>
                  <Col xs={18} sm={9}>
                    <SuperQueryValue field={field} condition={condition} onChange={(val) => update(index, { ...condition, val })} />
                  </Col>
                  <Col xs={6} sm={3}>
                    <Space size={4}>
                      <Tooltip title="添加条件">
                        <Button size="small" shape="circle" aria-label="添加条件" icon={<PlusOutlined />} onClick={() => setConditions((l) => [...l.slice(0, index + 1), blank(), ...l.slice(index + 1)])} />
                      </Tooltip>
                      <Tooltip title="删除条件">
                        <Button size="small" shape="circle" aria-label="删除条件" icon={<MinusCircleOutlined />} onClick={() => setConditions((l) => l.filter((_, i) => i !== index))} />
                      </Tooltip>
                    </Space>
                  </Col>
                </Row>
              );
            })}
          </Col>
          <Col xs={24} md={7} className="super-query-saved">
            <Typography.Text strong>保存的查询</Typography.Text>
            <List
              size="small"
              dataSource={saved}
              locale={{ emptyText: '没有保存任何查询' }}
              renderItem={(entry) => (
                <List.Item
                  actions={[
                    <Popconfirm key="del" title={SuperQueryTexts.deleteSaved} okText="确定" cancelText="取消" onConfirm={() => persist(removeSavedQuery(saved, entry.title))}>
                      <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`删除 ${entry.title}`} />
                    </Popconfirm>,
                  ]}
                >
                  <a onClick={() => applySaved(entry)} title={entry.title}>
                    {entry.title}
                  </a>
                </List.Item>
              )}
            />
          </Col>
        </Row>
      </Modal>
      <Modal open={naming} title="请输入保存的名称" width={400} onCancel={() => setNaming(false)} onOk={finishSave} okText="保存" cancelText="取消" destroyOnHidden>
        <Input autoFocus value={name} maxLength={50} placeholder="保存名称" onChange={(e) => setName(e.target.value)} onPressEnter={finishSave} />
      </Modal>
    </>
  );
}
