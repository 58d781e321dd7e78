import type { SettlementAction, SettlementDetail, SettlementDraftRequest, SettlementEditRequest, SettlementPreview } from '@meiyun/shared';
import { downloadFile, getAction, postAction, putAction } from '../../../lib/http';
import { openPrintout } from '../pickupOrder/printout';

/** The settlement routes beyond the kit's list (docs/settlement.md, docs/settlement-sheet.md); refusals in Chinese. */
const BASE = '/coal/settlement';

export const settlementApi = {
  detail: (id: string) => getAction<SettlementDetail>(`${BASE}/queryById`, { id }),
  preview: (body: SettlementDraftRequest) => postAction<SettlementPreview>(`${BASE}/preview`, body),
  draft: (body: SettlementDraftRequest) => postAction<SettlementDetail>(`${BASE}/draft`, body),
  edit: (body: SettlementEditRequest) => putAction<SettlementDetail>(`${BASE}/edit`, body),
  /** 数量审核 / 质价审核 / 财务审核 / 驳回 with the rev read; 作废 sends its reason. */
  act: (action: SettlementAction, d: Pick<SettlementDetail, 'id' | 'rev'>, text?: string) =>
    putAction<SettlementDetail>(`${BASE}/${action}`, action === 'void' ? { id: d.id, rev: d.rev, reason: text } : { id: d.id, rev: d.rev, remark: text || undefined }),
  /** 打印结算单: the A4 PDF in a new tab (the server counts the print). */
  print: (id: string) => openPrintout(`${BASE}/print`, { id, paper: 'A4' }),
  /** 导出Excel: the sheet's figures and its weighings as xlsx. */
  exportSheet: (id: string, settlementNo: string) => downloadFile(`${BASE}/exportSheet`, `结算单-${settlementNo}.xlsx`, { id }),
};

/** TanStack Query key of one settlement's detail. */
export const settlementKey = (id: string) => ['coalSettlement', id] as const;
