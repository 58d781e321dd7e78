import { contractMeta, ContractTexts, SUPPLEMENT_FIELDS, type ContractRecord, type ContractTerms } from '@meiyun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Divider, Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { RowValues } from '../../../components/editable-table';
import { fromFormValues } from '../../../components/entity/form/formValues';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { useDevice } from '../../../lib/device/useDevice';
import { clausesToRows } from './clauseColumns';
import { ClauseEditor } from './ClauseEditor';
import { contractApi, contractKey } from './contractApi';
import { ContractFields } from './ContractFields';
import { readTermsForm } from './readTermsForm';
import { toFormValues } from '../../../components/entity/form/formValues';
import { changedTerms, hasChanges, termsOf } from './supplementTerms';
import './contract.css';

const NO_ROWS: RowValues[] = [];

/**
 * 补充协议 of an executing contract: the reason and the terms it may change (SUPPLEMENT_FIELDS and the clauses),
 * prefilled with those in force; only what changed is sent. It takes effect when approved (a new version).
 */
export function SupplementModal({ contract, onClose, onSaved }: { contract: Pick<ContractRecord, 'id' | 'contractNo'> | null; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const guard = useClickGuard();
  const { small } = useDevice();
  const [form] = Form.useForm();
  const [current, setCurrent] = useState<ContractTerms | null>(null);
  const [initialRows, setInitialRows] = useState<RowValues[]>(NO_ROWS);
  const [rows, setRows] = useState<RowValues[]>(NO_ROWS);
  const [saving, setSaving] = useState(false);
  const id = contract?.id;

  useEffect(() => {
    if (!id) return;
    form.resetFields();
    setCurrent(null);
    setInitialRows([]);
    let cancelled = false;
    contractApi
      .queryById(id)
      .then((env) => {
        if (cancelled) return;
        if (!env.success || !env.result) return void message.warning(env.message);
        setCurrent(termsOf(env.result));
        form.setFieldsValue(toFormValues(contractMeta, env.result));
        setInitialRows(clausesToRows(env.result.clauses));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id, form, message]);

  const save = guard(async () => {
    if (!id || !current) return;
    const read = await readTermsForm(form, rows, message.warning);
    if (!read) return;
    const proposed = { ...(fromFormValues(contractMeta, read.values, 'edit') as ContractTerms), clauses: read.clauses };
    const changes = changedTerms(current, proposed);
    if (!hasChanges(changes)) return void message.warning(ContractTexts.supplementNoChange);
    setSaving(true);
    try {
      const env = await contractApi.proposeSupplement(id, String(read.values.reason ?? '').trim(), changes);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '操作成功');
      await queryClient.invalidateQueries({ queryKey: contractKey(id) });
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      open={contract !== null}
      title={`补充协议：${contract?.contractNo ?? ''}`}
      width={small ? '100%' : 1200}
      style={small ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 24 }}
      onCancel={onClose}
      onOk={save}
      okText="提交审批"
      cancelText="取消"
      okButtonProps={{ disabled: !current, 'data-testid': 'supplement-save' }}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Spin spinning={id !== undefined && !current}>
        <Form form={form} layout="vertical" className="contract-form">
          <Form.Item name="reason" label="补充协议事由" rules={[{ required: true, whitespace: true, message: ContractTexts.supplementReason }]}>
            <Input.TextArea rows={2} maxLength={500} showCount placeholder="如：双方协商增加合同数量" data-testid="supplement-reason" />
          </Form.Item>
          <Divider titlePlacement="start" plain>
            变更条款（只提交改动的内容）
          </Divider>
          <ContractFields only={SUPPLEMENT_FIELDS} recordId={id} />
        </Form>
        <Divider titlePlacement="start" plain>
          质价条款
        </Divider>
        <ClauseEditor initial={initialRows} onRowsChange={setRows} />
      </Spin>
    </Modal>
  );
}
