import { contractMeta, ContractTexts, type ContractRecord } from '@meiyun/shared';
import { App, Divider, Form } from 'antd';
import { useEffect, useState } from 'react';
import type { RowValues } from '../../../components/editable-table';
import type { EditFormProps } from '../../../components/entity';
import { fromFormValues } from '../../../components/entity/form/formValues';
import { useClickGuard } from '../../../components/entity/useClickGuard';
import { clausesToRows } from './clauseColumns';
import { ClauseEditor } from './ClauseEditor';
import { contractApi } from './contractApi';
import { ContractFields } from './ContractFields';
import { toFormValues } from '../../../components/entity/form/formValues';
import { QualityPreview } from './QualityPreview';
import { readTermsForm } from './readTermsForm';
import './contract.css';
import { RecordFormModal } from '../../../components/form/RecordFormModal';

const NO_ROWS: RowValues[] = [];

/**
 * 新增合同 / 编辑合同 (the list's `editForm`): the header from the declaration, the attachments, the quality–price
 * clauses as an editable table with the 5000 kcal template, and a preview of what a quality comes to. The clauses
 * are checked with the shared `checkClauses` before sending (its message names the row); an edit sends the `rev`
 * it read, so a contract changed meanwhile is refused with the server's message rather than overwritten.
 */
export function ContractFormModal({ mode, record, open, onClose, onSaved }: EditFormProps) {
  const { message } = App.useApp();
  const guard = useClickGuard();
  const [form] = Form.useForm();
  const [loaded, setLoaded] = useState<ContractRecord | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [initialRows, setInitialRows] = useState<RowValues[]>(NO_ROWS);
  const [rows, setRows] = useState<RowValues[]>(NO_ROWS);
  const quantityT = Form.useWatch('quantityT', form) as unknown;
  const unitPrice = Form.useWatch('unitPrice', form) as unknown;
  const recordId = mode === 'edit' ? record?.id : undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setLoaded(null);
    if (!recordId) {
      form.setFieldsValue(toFormValues(contractMeta, null));
      setInitialRows([]);
      return;
    }
    form.setFieldsValue(toFormValues(contractMeta, record));
    setInitialRows([]);
    let cancelled = false;
    setLoading(true);
    contractApi
      .queryById(recordId)
      .then((env) => {
        if (cancelled) return;
        if (!env.success || !env.result) return void message.warning(env.message);
        setLoaded(env.result);
        form.setFieldsValue(toFormValues(contractMeta, env.result));
        setInitialRows(clausesToRows(env.result.clauses));
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // The list hands a new record object on every reload; the id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, recordId]);

  const save = guard(async () => {
    const read = await readTermsForm(form, rows, message.warning);
    if (!read) return;
    const body: Record<string, unknown> = { ...fromFormValues(contractMeta, read.values, mode, recordId), clauses: read.clauses };
    if (mode === 'edit') body.rev = loaded?.rev ?? record?.rev;
    setSaving(true);
    try {
      const env = mode === 'edit' ? await contractApi.edit(body) : await contractApi.add(body);
      if (!env.success) return void message.warning(env.message);
      message.success(env.message || '操作成功');
      onSaved();
      onClose();
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const notDraft = mode === 'edit' && loaded !== null && loaded.status !== 'draft';
  return (
    <RecordFormModal
      open={open}
      title={mode === 'add' ? '新增合同' : '编辑合同'}
      width={1200}
      loading={loading}
      saving={saving}
      locked={notDraft}
      lockedText={ContractTexts.notDraft}
      onSave={save}
      onClose={onClose}
      saveTestId="contract-save"
    >
      <Form
        form={form}
        name="coalContract-form"
        layout="vertical"
        className="contract-form"
        onValuesChange={(changed: Record<string, unknown>) => {
          // A supplier is no counterparty of a sale, nor a consumer of a purchase.
          if ('direction' in changed) form.setFieldValue('counterpartyId', undefined);
        }}
      >
        <Divider titlePlacement="start" plain>
          合同信息
        </Divider>
        <ContractFields recordId={recordId} />
      </Form>
      <Divider titlePlacement="start" plain>
        质价条款
      </Divider>
      <ClauseEditor initial={initialRows} onRowsChange={setRows} />
      <Divider titlePlacement="start" plain>
        质价预览
      </Divider>
      <QualityPreview rows={rows} contractQuantityT={quantityT} unitPrice={unitPrice} />
    </RecordFormModal>
  );
}
