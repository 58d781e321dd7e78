import { ORG_DICT_OF_KIND, ORG_KINDS_OF_USER_TYPE, ORG_KIND_ITEMS, type OrgKind, type UserType } from '@meiyun/shared';
import { Form, Select } from 'antd';
import type { FieldEditors } from '../../../components/entity/form/EntityFormModal';
import { DictSelect } from '../../../components/dict/DictSelect';

/** The user type the dialog edits: the screen's own (a 货主 screen), else the one chosen in the form. */
function useUserType(fixed?: UserType): UserType {
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('userType', form) as UserType | undefined;
  return fixed ?? chosen ?? 'staff';
}

/**
 * A user's 单位类型 and 所属单位 editors: the kinds the user's type may act for (a 调度员: carriers only), and the
 * organisations of the chosen kind from its table dictionary. Changing the kind clears the organisation; a type of
 * one kind needs no kind chosen.
 */
export function userOrgEditors(fixedType?: UserType): FieldEditors {
  function OrgKindSelect({ value, onChange, disabled }: { value?: string; onChange?: (v: unknown) => void; disabled?: boolean }) {
    const form = Form.useFormInstance();
    const kinds = ORG_KINDS_OF_USER_TYPE[useUserType(fixedType)] ?? [];
    return (
      <Select
        allowClear
        value={value || undefined}
        disabled={disabled}
        placeholder="请选择单位类型"
        options={ORG_KIND_ITEMS.filter(([k]) => kinds.includes(k)).map(([k, text]) => ({ value: k, label: text }))}
        onChange={(v) => {
          onChange?.(v ?? null);
          form.setFieldValue('orgId', null);
        }}
        style={{ width: '100%' }}
      />
    );
  }
  function OrgIdSelect({ value, onChange, disabled }: { value?: string; onChange?: (v: unknown) => void; disabled?: boolean }) {
    const form = Form.useFormInstance();
    const kinds = ORG_KINDS_OF_USER_TYPE[useUserType(fixedType)] ?? [];
    const chosen = Form.useWatch('orgKind', form) as OrgKind | undefined;
    const kind = chosen && kinds.includes(chosen) ? chosen : kinds.length === 1 ? kinds[0] : undefined;
    if (!kind) return <Select disabled placeholder="请先选择单位类型" style={{ width: '100%' }} />;
    // Keyed by kind: the options of one kind never show under another.
    return <DictSelect key={kind} dictCode={ORG_DICT_OF_KIND[kind]} value={value || undefined} onChange={(v) => onChange?.(v ?? null)} disabled={disabled} placeholder="请选择所属单位" />;
  }
  return { orgKind: OrgKindSelect, orgId: OrgIdSelect };
}
