import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { EntityMeta } from '@meiyun/shared';
import { Alert, App, Button, Col, Form, Grid, Modal, Row, Spin, type FormInstance } from 'antd';
import { Fragment, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { uniqueValidator } from './duplicateCheck';
import { FieldEditor } from './FieldEditor';
import { fieldRules } from './formRules';
import { formTitle, isShown, labelWidthFor } from './formLayout';
import { formFields, fromFormValues, toFormValues } from './formValues';
import { widgetOf } from './formWidget';
import { entityApi, type ListRecord } from '../listApi';
import type { ClickGuard } from '../useClickGuard';
import { useRecordChanges } from './useRecordChanges';

export type FormMode = 'add' | 'edit' | 'detail';

/** Dialog widths of §2.5 / §9: detail 1200 with a fullscreen switch, add and edit 800. */
export const DETAIL_WIDTH = 1200;
export const FORM_WIDTH = 800;

interface Props {
  meta: EntityMeta;
  mode: FormMode;
  /** The row clicked (edit, detail); the full record is read again with queryById. */
  record?: ListRecord | null;
  open: boolean;
  /** Values every new record gets and the form does not show (the dictionary of an item). */
  fixedValues?: Record<string, unknown>;
  /** A screen's own detail view replacing the read-only form. */
  detail?: (record: ListRecord) => ReactNode;
  /** A screen's own editor of a field (the items of a check rule), in place of the declared widget. */
  editors?: FieldEditors;
  guard: ClickGuard;
  /** Extra footer buttons of the add and edit dialog, before 取消 (a data source's 测试连接). */
  footerExtra?: FormFooterExtra;
  onClose(): void;
  onSaved(): void;
}

export type FormFooterExtra = (form: FormInstance, ctx: { mode: FormMode; recordId?: string }) => ReactNode;

/** Add, edit and detail of one record, built from the declaration: widgets, §5 rules, unique checks, add-only fields. */
/** Editors a screen supplies by field name; the form item gives them `value` and `onChange`. */
export type FieldEditors = Record<string, ComponentType<{ value?: any; onChange?: (value: any) => void; disabled?: boolean }>>;

export function EntityFormModal({ meta, mode, record, open, fixedValues, detail, editors, guard, footerExtra, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const watched = Form.useWatch((values: Record<string, unknown>) => values, form) as Record<string, unknown> | undefined;
  const api = useMemo(() => entityApi(meta), [meta]);
  const [loaded, setLoaded] = useState<ListRecord | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const recordId = record?.id;
  const readOnly = mode === 'detail';
  // Changed elsewhere while open (live lists): a detail view reads it again, an edit says so and offers to.
  const [elsewhere, forgetElsewhere] = useRecordChanges(meta.name, open && mode !== 'add' ? recordId : undefined, saving);
  const shownId = useRef<string | undefined>(undefined);
  shownId.current = open ? recordId : undefined;
  const reloadRecord = () => {
    forgetElsewhere();
    if (!recordId) return;
    setLoading(true);
    api
      .queryById(recordId)
      .then((env) => {
        if (!env.success) return void message.warning(env.message);
        // The dialog may have moved on to another record meanwhile.
        if (!env.result || env.result.id !== shownId.current) return;
        // Asked for (or nothing typed, in a detail view): the stored record replaces what the form shows.
        setLoaded(env.result);
        form.resetFields();
        form.setFieldsValue(toFormValues(meta, env.result));
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  useEffect(() => {
    if (readOnly && elsewhere === 'edit') reloadRecord();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly, elsewhere]);

  useEffect(() => {
    if (!open) return;
    setFullscreen(false);
    form.resetFields();
    if (mode === 'add' || !recordId) {
      setLoaded(null);
      form.setFieldsValue(toFormValues(meta, null));
      return;
    }
    let cancelled = false;
    setLoading(true);
    setLoaded(record ?? null);
    form.setFieldsValue(toFormValues(meta, record));
    api
      .queryById(recordId)
      .then((env) => {
        if (cancelled) return;
        if (env.success && env.result) {
          setLoaded(env.result);
          // What the user already typed wins over the fresh copy arriving after it.
          const fresh = Object.entries(toFormValues(meta, env.result)).filter(([name]) => !form.isFieldTouched(name));
          form.setFieldsValue(Object.fromEntries(fresh));
        } else if (!env.success) message.warning(env.message);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // The record object changes on every list reload; the id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mode, recordId, meta, api, form, message]);

  const validators = useMemo(() => {
    const out: Record<string, ReturnType<typeof uniqueValidator>> = {};
    // Values unique only within a group (an item's value within its dictionary) are left to the server's save
    // check: the duplicate check answers for the whole table.
    for (const field of meta.fields) if (field.unique && !field.uniqueWith?.length) out[field.name] = uniqueValidator(meta, field, () => recordId);
    return out;
  }, [meta, recordId]);

  const screens = Grid.useBreakpoint();
  const inForm = formFields(meta).filter((f) => {
    if (fixedValues && f.name in fixedValues) return false;
    // A write-only add-only field (a first password) has nothing to show after it was set.
    if (mode !== 'add' && f.secret && f.form && f.form.addOnly) return false;
    return true;
  });
  const fields = inForm.filter((f) => widgetOf(f) !== 'hidden');
  // Hidden fields are kept in the form, unseen, so that they are saved: another field's editor sets them (a
  // user's current department, chosen in the 部门 editor).
  const hidden = inForm.filter((f) => widgetOf(f) === 'hidden');
  const labelWidth = labelWidthFor(fields);
  // On a phone the labels go above their editors, which then take the whole width.
  const stacked = screens.sm === false;

  const save = guard(async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = { ...fromFormValues(meta, values, mode === 'edit' ? 'edit' : 'add', recordId), ...(mode === 'add' ? fixedValues : {}) };
    setSaving(true);
    try {
      const env = mode === 'edit' ? await api.edit(body) : await api.add(body);
      if (env.success) {
        message.success(env.message || '操作成功');
        onSaved();
        onClose();
      } else {
        message.warning(env.message);
      }
    } catch {
      // The HTTP client has already told the user.
    } finally {
      setSaving(false);
    }
  });

  const width = readOnly ? (fullscreen ? '100%' : DETAIL_WIDTH) : FORM_WIDTH;
  const title = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingRight: 32 }}>
      <span>{formTitle(mode, meta.title)}</span>
      {readOnly && (
        <Button
          type="text"
          size="small"
          aria-label={fullscreen ? '退出全屏' : '全屏'}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => setFullscreen((f) => !f)}
        />
      )}
    </div>
  );

  const body =
    readOnly && detail && loaded ? (
      detail(loaded)
    ) : (
      <Form
        form={form}
        name={`${meta.name}-record`}
        disabled={readOnly}
        layout={stacked ? 'vertical' : 'horizontal'}
        labelCol={stacked ? undefined : { flex: `0 0 ${labelWidth}px` }}
        wrapperCol={stacked ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
        labelWrap
        className="entity-form"
      >
        {hidden.map((field) => (
          <Form.Item key={field.name} name={field.name} hidden noStyle />
        ))}
        <Row gutter={16}>
          {fields.map((field) => {
            // A fixed value (the type of a 货主 screen) counts as chosen for the fields shown only with it.
            if (!isShown(field, fixedValues ? { ...watched, ...fixedValues } : watched)) return null;
            const addOnly = mode === 'edit' && Boolean(field.form && field.form.addOnly);
            const span = (field.form ? field.form.span : undefined) ?? (widgetOf(field) === 'textarea' ? 24 : 12);
            const rules = readOnly || addOnly ? [] : [...fieldRules(field), ...(validators[field.name] ? [{ validator: validators[field.name] }] : [])];
            return (
              <Col key={field.name} xs={24} md={span}>
                <Form.Item name={field.name} label={field.label} rules={rules} validateDebounce={0} required={field.required && !readOnly}>
                  {(() => {
                    const Own = editors?.[field.name];
                    return Own ? <Own disabled={readOnly || addOnly} /> : <FieldEditor field={field} disabled={readOnly || addOnly} />;
                  })()}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    );

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      centered={!fullscreen}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      className={fullscreen ? 'entity-modal-fullscreen' : undefined}
      onCancel={onClose}
      forceRender
      maskClosable={readOnly}
      footer={
        readOnly
          ? [
              <Button key="close" onClick={onClose}>
                关闭
              </Button>,
            ]
          : [
              ...(footerExtra ? [<Fragment key="extra">{footerExtra(form, { mode, recordId })}</Fragment>] : []),
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button key="ok" type="primary" loading={saving} onClick={save}>
                确定
              </Button>,
            ]
      }
    >
      {elsewhere === 'delete' && <Alert type="error" showIcon style={{ marginBottom: 16 }} title="该记录已被删除" data-testid="record-deleted-elsewhere" />}
      {elsewhere === 'edit' && !readOnly && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="该记录已在别处修改"
          data-testid="record-changed-elsewhere"
          action={
            <Button size="small" onClick={reloadRecord}>
              重新加载
            </Button>
          }
        />
      )}
      <Spin spinning={loading}>{body}</Spin>
    </Modal>
  );
}
