import { Input, Radio, Space, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { PickerField } from './PickerField';
import { splitValue } from './pickerConfig';
import { PickerModal } from './PickerModal';
import { filterTree, flattenTree, useDepartTree, type DepartTreeNode } from './useDepartTree';

export type DepartCheckMode = 'linked' | 'unlinked';

export interface DepartPickerProps {
  /** Comma-joined department ids (or org codes with `store="orgCode"`). */
  value?: string;
  onChange?(value: string, departs: DepartTreeNode[]): void;
  multi?: boolean;
  /** 父子关联 (checking a department checks its subtree) or 取消关联 (each node on its own, the default). */
  checkMode?: DepartCheckMode;
  /** Show the mode switch in the dialog. */
  modeSwitch?: boolean;
  store?: 'id' | 'orgCode';
  disabled?: boolean;
  placeholder?: string;
}

/** 选择部门: a searchable checkable department tree; single mode replaces the previous check. */
export function DepartPicker({ value, onChange, multi = true, checkMode = 'unlinked', modeSwitch = true, store = 'id', disabled, placeholder = '请选择部门' }: DepartPickerProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [mode, setMode] = useState<DepartCheckMode>(checkMode);
  const [checked, setChecked] = useState<string[]>([]);
  const tree = useDepartTree();
  const all = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const keyOf = (n: DepartTreeNode) => (store === 'orgCode' ? n.orgCode : n.key);
  const values = splitValue(value);
  const chosen = values.map((v) => all.find((n) => keyOf(n) === v)).filter((n): n is DepartTreeNode => !!n);
  const shown = useMemo(() => filterTree(tree.data ?? [], keyword.trim()), [tree.data, keyword]);

  const openDialog = () => {
    setChecked(chosen.map((n) => n.key));
    setKeyword('');
    setMode(checkMode);
    setOpen(true);
  };

  return (
    <>
      <PickerField testId="depart-picker" text={chosen.map((n) => n.title).join(',')} placeholder={placeholder} disabled={disabled} onOpen={openDialog} onClear={() => onChange?.('', [])} />
      <PickerModal
        open={open}
        title="选择部门"
        width={500}
        chosen={checked.map((k) => all.find((n) => n.key === k)).filter((n): n is DepartTreeNode => !!n)}
        multi={multi}
        testId="depart-picker-modal"
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          setOpen(false);
          onChange?.(picked.map(keyOf).join(','), picked);
        }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear placeholder="按部门名称搜索" onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword('')} />
          {modeSwitch && multi ? (
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} data-testid="depart-check-mode">
              <Radio value="linked">父子关联</Radio>
              <Radio value="unlinked">取消关联</Radio>
            </Radio.Group>
          ) : null}
          <div style={{ maxHeight: 'min(420px, calc(100vh - 320px))', overflow: 'auto' }}>
            <Tree
              checkable
              checkStrictly={mode === 'unlinked' || !multi}
              defaultExpandAll
              key={`${keyword}|${tree.dataUpdatedAt}`}
              treeData={shown}
              checkedKeys={checked}
              onCheck={(keys, info) => {
                const list = Array.isArray(keys) ? keys : keys.checked;
                // Single mode: the node just checked replaces the previous one.
                if (!multi) return setChecked(info.checked ? [String(info.node.key)] : []);
                setChecked(list.map(String));
              }}
            />
          </div>
        </Space>
      </PickerModal>
    </>
  );
}
