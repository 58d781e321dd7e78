import { defineEntity, type FieldMeta } from '../../entity/meta';
import { createTimeField, remarkField } from './fields';

const ro = { readonly: true, form: false } as const;
const hidden = { readonly: true, list: false, exportable: false, form: false } as const;

/** A measured percentage or MJ/kg of the lab: 2 decimals, numeric(8,2) (coal-domain.md "Units"). */
const measured = <Name extends string>(name: Name, label: string, max = 100): FieldMeta<Name> => ({ name, label, type: 'decimal', scale: 2, min: 0, max, list: { width: 90 }, form: { span: 12 } });
const derived = <Name extends string>(name: Name, label: string): FieldMeta<Name> => ({ name, label, type: 'decimal', scale: 2, ...ro, list: { width: 90 } });

/**
 * 煤质化验 (coal-api.md "Quality — /coal/qualityTest", coal-domain.md "Quality"): one lab result over a batch of
 * completed weighings (a plan's, or the ones chosen), written by the feature's own add and edit (the batch, the
 * codes and the derived values are the server's) and changed only while 已录入; review and approval by different
 * people; never deleted, voided with a reason. The sampling and preparation codes are not fields: the lab sees the
 * lab code alone (`GET /coal/qualityTest/codes` shows all three to those who may).
 */
export const qualityTestMeta = defineEntity({
  name: 'coalQualityTest',
  title: '煤质化验',
  api: '/coal/qualityTest',
  perm: 'coal:qualityTest',
  tenantScoped: true,
  org: { consumer: 'consumerId', supplier: 'supplierId' },
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: ['list', 'add', 'edit', 'exportXls'],
  fields: [
    { name: 'labNo', label: '化验编码', type: 'string', ...ro, query: true, sortable: true, list: { width: 130 } },
    { name: 'status', label: '状态', type: 'string', dict: 'coal_quality_status', ...ro, query: true, list: { width: 80 } },
    { name: 'planId', label: '调度计划', type: 'string', list: false, exportable: false, query: true, queryMode: 'eq', form: false },
    { name: 'weighingIds', label: '磅单', type: 'string', list: false, exportable: false, form: false },
    { name: 'planNo', label: '计划编号', type: 'string', ...ro, query: true, list: { width: 160 } },
    { name: 'contractNo', label: '合同编号', type: 'string', ...ro, query: true, list: { width: 160 } },
    { name: 'materialId', label: '煤种', type: 'string', dict: 'coal_material,name,id', ...ro, query: true, list: { width: 110 } },
    { name: 'weighingCount', label: '磅单数', type: 'int', ...ro, list: { width: 70 } },
    { name: 'sampledAt', label: '采样时间', type: 'datetime', query: 'range', sortable: true, list: { width: 160 }, form: { span: 12 } },
    { name: 'lab', label: '化验单位', type: 'string', maxLength: 100, query: true, list: { width: 140 }, form: { span: 12 } },
    measured('mt', '全水分Mt(%)'),
    measured('mad', '空干基水分Mad(%)'),
    measured('aad', '空干基灰分Aad(%)'),
    measured('vad', '空干基挥发分Vad(%)'),
    measured('stad', '空干基全硫St,ad(%)'),
    measured('qgrAd', '空干基高位发热量Qgr,ad(MJ/kg)', 40),
    measured('qnetArMj', '收到基低位发热量Qnet,ar(MJ/kg)', 40),
    { name: 'hgi', label: '哈氏可磨指数HGI', type: 'int', min: 0, max: 150, list: { width: 80 }, form: { span: 12 } },
    { name: 'g', label: '粘结指数G', type: 'int', min: 0, max: 120, list: { width: 80 }, form: { span: 12 } },
    { name: 'qnetArKcal', label: '收到基低位发热量Qnet,ar(kcal/kg)', type: 'int', ...ro, list: { width: 110 } },
    derived('ad', '干燥基灰分Ad(%)'),
    derived('vdaf', '干燥无灰基挥发分Vdaf(%)'),
    derived('std', '干燥基全硫St,d(%)'),
    derived('star', '收到基全硫St,ar(%)'),
    derived('fcad', '空干基固定碳FCad(%)'),
    { name: 'warnings', label: '预警', type: 'string', ...ro, list: { width: 220 } },
    { name: 'enteredBy', label: '录入人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'reviewedBy', label: '审核人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'reviewedTime', label: '审核时间', type: 'datetime', ...ro, list: false },
    { name: 'approvedBy', label: '批准人', type: 'string', ...ro, list: { width: 90 } },
    { name: 'approvedTime', label: '批准时间', type: 'datetime', ...ro, list: { width: 160 } },
    { name: 'voidReason', label: '作废原因', type: 'string', ...ro, list: { width: 140 } },
    { name: 'contractId', label: '合同', type: 'string', ...hidden, query: true, queryMode: 'eq' },
    { name: 'consumerId', label: '客户', type: 'string', ...hidden },
    { name: 'supplierId', label: '供应商', type: 'string', ...hidden },
    remarkField,
    createTimeField,
  ],
});
