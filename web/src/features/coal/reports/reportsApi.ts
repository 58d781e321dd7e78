import type { ContractProgressReport, QueueTimesReport, ReportName, TonnageReport, TripsReport, WeighbridgeDailyReport } from '@meiyun/shared';
import { downloadFile, getAction, resultOf } from '../../../lib/http';

/** The weighing reports' calls (docs/reports.md): `GET /coal/report/<name>` and its `/exportXls` with the same filters. */
type Params = Record<string, string | undefined>;
interface Replies {
  tonnage: TonnageReport;
  trips: TripsReport;
  contractProgress: ContractProgressReport;
  queueTimes: QueueTimesReport;
  weighbridgeDaily: WeighbridgeDailyReport;
}

const clean = (p: Params) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));

export const reportsApi = {
  load: async <N extends ReportName>(name: N, params: Params): Promise<Replies[N]> => resultOf(await getAction<Replies[N]>(`/coal/report/${name}`, clean(params))),
  exportXls: (name: ReportName, fileName: string, params: Params) => downloadFile(`/coal/report/${name}/exportXls`, `${fileName}.xlsx`, clean(params)),
};
