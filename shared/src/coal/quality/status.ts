/**
 * Quality tests (煤质化验, coal-api.md "Quality — /coal/qualityTest", coal-domain.md "Quality"): statuses, actions,
 * permission codes and the texts the server answers. Both sides read these.
 */

/** 已录入 → 已审核 → 已批准; 已作废 keeps a result of business value that must not count (never deleted). */
export const QUALITY_STATUSES = ['entered', 'reviewed', 'approved', 'void'] as const;
export type QualityStatus = (typeof QUALITY_STATUSES)[number];

export const QUALITY_STATUS_ITEMS: [QualityStatus, string][] = [
  ['entered', '已录入'],
  ['reviewed', '已审核'],
  ['approved', '已批准'],
  ['void', '已作废'],
];

export const QUALITY_ACTIONS = ['review', 'approve', 'void'] as const;
export type QualityAction = (typeof QUALITY_ACTIONS)[number];

/** `coal:qualityTest:review`, …; `codes` shows the sampling and preparation codes the lab must not see. */
export const qualityActionPerm = (action: QualityAction | 'codes' | 'importExcel') => `coal:qualityTest:${action}`;

export const QUALITY_TRANSITIONS: Record<QualityAction, { from: readonly QualityStatus[]; to: QualityStatus; label: string; done: string; wrongState: string }> = {
  review: { from: ['entered'], to: 'reviewed', label: '审核', done: '审核成功', wrongState: '只有已录入的化验结果可以审核' },
  approve: { from: ['reviewed'], to: 'approved', label: '批准', done: '批准成功', wrongState: '只有已审核的化验结果可以批准' },
  void: { from: ['entered', 'reviewed'], to: 'void', label: '作废', done: '作废成功', wrongState: '已批准或已作废的化验结果不能作废' },
};

export const QualityTexts = {
  notEntered: '只有已录入的化验结果可以修改',
  ownApproval: '不能批准自己录入的化验结果',
  voidReasonRequired: '请填写作废原因',
  batchRequired: '请选择调度计划或磅单',
  batchBoth: '调度计划和磅单只能选择一种',
  planNoWeighings: '该调度计划没有已完成的磅单',
  weighingMissing: '磅单不存在',
  weighingNotCompleted: '只有已完成的磅单可以化验',
  oneContract: '一批化验结果只能覆盖同一合同的磅单',
  weighingIdsFormat: '磅单格式不正确',
  tooManyWeighings: '一批最多覆盖1000张磅单',
  valuesMissing: '化验值不完整，不能审核',
  staffOnly: '化验由本公司化验人员办理',
  labNoUnknown: '化验编码不存在',
  labNoRepeated: '文件中化验编码重复',
  labNoRequired: '化验编码不能为空',
} as const;
