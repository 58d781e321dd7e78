import type { DashboardAnalysis, DashboardMonitor, DashboardWorkplace } from '@meiyun/shared';
import { getAction, resultOf } from '../../lib/http';

/** The three dashboards' calls (docs/dashboards.md): `GET /coal/dashboard/analysis|monitor|workplace`. */
export const coalDashboardApi = {
  analysis: async (): Promise<DashboardAnalysis> => resultOf(await getAction<DashboardAnalysis>('/coal/dashboard/analysis')),
  monitor: async (): Promise<DashboardMonitor> => resultOf(await getAction<DashboardMonitor>('/coal/dashboard/monitor')),
  workplace: async (): Promise<DashboardWorkplace> => resultOf(await getAction<DashboardWorkplace>('/coal/dashboard/workplace')),
};
