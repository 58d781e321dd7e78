import {
  AccountBookOutlined, AlertOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, CarOutlined, ClusterOutlined, ContainerOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined,
  EnvironmentOutlined, ExperimentOutlined, FileTextOutlined, FolderOutlined, FormOutlined, HomeOutlined, IdcardOutlined,
  LineChartOutlined, LinkOutlined, MonitorOutlined, NotificationOutlined, PieChartOutlined, ProfileOutlined,
  ScheduleOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TableOutlined, TeamOutlined, ToolOutlined,
  TruckOutlined, UserOutlined, WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icon names as stored on menu items (antd v3 style, e.g. 'user') → icons. A fixed list rather than the
 * whole icon set keeps the bundle small; unknown names show no icon.
 */
const icons: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined, alert: AlertOutlined, appstore: AppstoreOutlined, audit: AuditOutlined,
  bank: BankOutlined, 'bar-chart': BarChartOutlined, bell: BellOutlined, book: BookOutlined, car: CarOutlined,
  cluster: ClusterOutlined, container: ContainerOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  dollar: DollarOutlined, environment: EnvironmentOutlined, experiment: ExperimentOutlined, 'file-text': FileTextOutlined,
  folder: FolderOutlined, form: FormOutlined, home: HomeOutlined, idcard: IdcardOutlined, 'line-chart': LineChartOutlined,
  link: LinkOutlined, monitor: MonitorOutlined, notification: NotificationOutlined, 'pie-chart': PieChartOutlined,
  profile: ProfileOutlined, schedule: ScheduleOutlined, setting: SettingOutlined, shop: ShopOutlined,
  solution: SolutionOutlined, table: TableOutlined, team: TeamOutlined, tool: ToolOutlined, truck: TruckOutlined,
  user: UserOutlined, wallet: WalletOutlined,
};

export function menuIcon(name: string | null | undefined) {
  if (!name) return undefined;
  const key = name.replace(/Outlined$|Filled$|TwoTone$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const Icon = icons[key];
  return Icon ? <Icon /> : undefined;
}
