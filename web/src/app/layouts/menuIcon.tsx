import {
  AccountBookOutlined, AlertOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined, BellOutlined,
  BookOutlined, CarOutlined, ClusterOutlined, ContainerOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined,
  EnvironmentOutlined, ExperimentOutlined, FileTextOutlined, FolderOutlined, FormOutlined, HomeOutlined, IdcardOutlined,
  LineChartOutlined, LinkOutlined, MonitorOutlined, NotificationOutlined, PieChartOutlined, ProfileOutlined,
  ScheduleOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TableOutlined, TeamOutlined, ToolOutlined,
  TruckOutlined, UserOutlined, WalletOutlined, ApartmentOutlined, MenuOutlined, LockOutlined, KeyOutlined,
  SafetyOutlined, GlobalOutlined, MailOutlined, MessageOutlined, CloudOutlined, ApiOutlined, CodeOutlined, BugOutlined,
  CalendarOutlined, CameraOutlined, PhoneOutlined, PrinterOutlined, SearchOutlined, StarOutlined, TagOutlined,
  TagsOutlined, ThunderboltOutlined, TrophyOutlined, UploadOutlined, DownloadOutlined, SyncOutlined, FundOutlined,
  GoldOutlined, InboxOutlined, LayoutOutlined, FlagOutlined, FireOutlined, EyeOutlined, FileOutlined,
  FileExcelOutlined, ControlOutlined, CompassOutlined, BuildOutlined, BarsOutlined, BlockOutlined, CarryOutOutlined,
  DeploymentUnitOutlined, NodeIndexOutlined, PartitionOutlined, ReconciliationOutlined, SafetyCertificateOutlined,
  AimOutlined, AreaChartOutlined, CalculatorOutlined, ClockCircleOutlined, CopyOutlined, DesktopOutlined,
  HddOutlined, InsuranceOutlined, MobileOutlined, PayCircleOutlined, PictureOutlined, QrcodeOutlined, RocketOutlined,
  ShoppingCartOutlined, SoundOutlined, StockOutlined, SwapOutlined, UsergroupAddOutlined, VideoCameraOutlined,
  CheckSquareOutlined, CloudServerOutlined, ContactsOutlined, EditOutlined, FieldTimeOutlined, FileSearchOutlined,
  InsertRowBelowOutlined, NodeExpandOutlined, OrderedListOutlined, SelectOutlined, VerifiedOutlined, WifiOutlined,
} from '@ant-design/icons';
import { isMenuIconName, type MenuIconName } from '@meiyun/shared';
import type { ComponentType } from 'react';

/**
 * Menu icon names as stored on menu items (antd v3 style, e.g. 'user') → icons. A fixed list rather than the
 * whole icon set keeps the bundle small; unknown names show no icon. The names are shared's MENU_ICON_NAMES (the
 * seed names only those), and the type makes this map render every one of them and no other.
 */
const icons: Record<MenuIconName, ComponentType> = {
  'account-book': AccountBookOutlined, alert: AlertOutlined, appstore: AppstoreOutlined, audit: AuditOutlined,
  bank: BankOutlined, 'bar-chart': BarChartOutlined, bell: BellOutlined, book: BookOutlined, car: CarOutlined,
  cluster: ClusterOutlined, container: ContainerOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  dollar: DollarOutlined, environment: EnvironmentOutlined, experiment: ExperimentOutlined, 'file-text': FileTextOutlined,
  folder: FolderOutlined, form: FormOutlined, home: HomeOutlined, idcard: IdcardOutlined, 'line-chart': LineChartOutlined,
  link: LinkOutlined, monitor: MonitorOutlined, notification: NotificationOutlined, 'pie-chart': PieChartOutlined,
  profile: ProfileOutlined, schedule: ScheduleOutlined, setting: SettingOutlined, shop: ShopOutlined,
  solution: SolutionOutlined, table: TableOutlined, team: TeamOutlined, tool: ToolOutlined, truck: TruckOutlined,
  user: UserOutlined, wallet: WalletOutlined, apartment: ApartmentOutlined, menu: MenuOutlined, lock: LockOutlined,
  key: KeyOutlined, safety: SafetyOutlined, global: GlobalOutlined, mail: MailOutlined, message: MessageOutlined,
  cloud: CloudOutlined, api: ApiOutlined, code: CodeOutlined, bug: BugOutlined, calendar: CalendarOutlined,
  camera: CameraOutlined, phone: PhoneOutlined, printer: PrinterOutlined, search: SearchOutlined, star: StarOutlined,
  tag: TagOutlined, tags: TagsOutlined, thunderbolt: ThunderboltOutlined, trophy: TrophyOutlined,
  upload: UploadOutlined, download: DownloadOutlined, sync: SyncOutlined, fund: FundOutlined, gold: GoldOutlined,
  inbox: InboxOutlined, layout: LayoutOutlined, flag: FlagOutlined, fire: FireOutlined, eye: EyeOutlined,
  file: FileOutlined, 'file-excel': FileExcelOutlined, control: ControlOutlined, compass: CompassOutlined,
  build: BuildOutlined, bars: BarsOutlined, block: BlockOutlined, 'carry-out': CarryOutOutlined,
  'deployment-unit': DeploymentUnitOutlined, 'node-index': NodeIndexOutlined, partition: PartitionOutlined,
  reconciliation: ReconciliationOutlined, 'safety-certificate': SafetyCertificateOutlined, aim: AimOutlined,
  'area-chart': AreaChartOutlined, calculator: CalculatorOutlined, 'clock-circle': ClockCircleOutlined,
  copy: CopyOutlined, desktop: DesktopOutlined, hdd: HddOutlined, insurance: InsuranceOutlined,
  mobile: MobileOutlined, 'pay-circle': PayCircleOutlined, picture: PictureOutlined, qrcode: QrcodeOutlined,
  rocket: RocketOutlined, 'shopping-cart': ShoppingCartOutlined, sound: SoundOutlined, stock: StockOutlined,
  swap: SwapOutlined, 'usergroup-add': UsergroupAddOutlined, 'video-camera': VideoCameraOutlined,
  'check-square': CheckSquareOutlined, 'cloud-server': CloudServerOutlined, contacts: ContactsOutlined,
  edit: EditOutlined, 'field-time': FieldTimeOutlined, 'file-search': FileSearchOutlined,
  'insert-row-below': InsertRowBelowOutlined, 'node-expand': NodeExpandOutlined, 'ordered-list': OrderedListOutlined,
  select: SelectOutlined, verified: VerifiedOutlined, wifi: WifiOutlined,
};

export function menuIcon(name: string | null | undefined) {
  if (!name) return undefined;
  const key = name.replace(/Outlined$|Filled$|TwoTone$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  if (!isMenuIconName(key)) return undefined;
  const Icon = icons[key];
  return <Icon />;
}
