import { isMenuIconName, type MenuIconName } from '@meiyun/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAfterFirstPaint } from '../../lib/paint/useAfterFirstPaint';

/**
 * Menu icon names as stored on menu items (antd v3 style, e.g. 'user') → icons. A fixed list rather than the
 * whole icon set; unknown names show no icon. The names are shared's MENU_ICON_NAMES (the seed names only those),
 * and the type makes this map load every one of them and no other. Each icon is its own small chunk, fetched when
 * a menu shows it: all of them together were ~20 KiB gzip of the shell's first load, where a menu uses a dozen.
 */
export const iconLoaders: Record<MenuIconName, () => Promise<{ default: ComponentType }>> = {
  'account-book': () => import('@ant-design/icons/AccountBookOutlined'),
  alert: () => import('@ant-design/icons/AlertOutlined'),
  appstore: () => import('@ant-design/icons/AppstoreOutlined'),
  audit: () => import('@ant-design/icons/AuditOutlined'),
  bank: () => import('@ant-design/icons/BankOutlined'),
  'bar-chart': () => import('@ant-design/icons/BarChartOutlined'),
  bell: () => import('@ant-design/icons/BellOutlined'),
  book: () => import('@ant-design/icons/BookOutlined'),
  car: () => import('@ant-design/icons/CarOutlined'),
  cluster: () => import('@ant-design/icons/ClusterOutlined'),
  container: () => import('@ant-design/icons/ContainerOutlined'),
  dashboard: () => import('@ant-design/icons/DashboardOutlined'),
  database: () => import('@ant-design/icons/DatabaseOutlined'),
  dollar: () => import('@ant-design/icons/DollarOutlined'),
  environment: () => import('@ant-design/icons/EnvironmentOutlined'),
  experiment: () => import('@ant-design/icons/ExperimentOutlined'),
  'file-text': () => import('@ant-design/icons/FileTextOutlined'),
  folder: () => import('@ant-design/icons/FolderOutlined'),
  form: () => import('@ant-design/icons/FormOutlined'),
  home: () => import('@ant-design/icons/HomeOutlined'),
  idcard: () => import('@ant-design/icons/IdcardOutlined'),
  'line-chart': () => import('@ant-design/icons/LineChartOutlined'),
  link: () => import('@ant-design/icons/LinkOutlined'),
  monitor: () => import('@ant-design/icons/MonitorOutlined'),
  notification: () => import('@ant-design/icons/NotificationOutlined'),
  'pie-chart': () => import('@ant-design/icons/PieChartOutlined'),
  profile: () => import('@ant-design/icons/ProfileOutlined'),
  schedule: () => import('@ant-design/icons/ScheduleOutlined'),
  setting: () => import('@ant-design/icons/SettingOutlined'),
  shop: () => import('@ant-design/icons/ShopOutlined'),
  solution: () => import('@ant-design/icons/SolutionOutlined'),
  table: () => import('@ant-design/icons/TableOutlined'),
  team: () => import('@ant-design/icons/TeamOutlined'),
  tool: () => import('@ant-design/icons/ToolOutlined'),
  truck: () => import('@ant-design/icons/TruckOutlined'),
  user: () => import('@ant-design/icons/UserOutlined'),
  wallet: () => import('@ant-design/icons/WalletOutlined'),
  apartment: () => import('@ant-design/icons/ApartmentOutlined'),
  menu: () => import('@ant-design/icons/MenuOutlined'),
  lock: () => import('@ant-design/icons/LockOutlined'),
  key: () => import('@ant-design/icons/KeyOutlined'),
  safety: () => import('@ant-design/icons/SafetyOutlined'),
  global: () => import('@ant-design/icons/GlobalOutlined'),
  mail: () => import('@ant-design/icons/MailOutlined'),
  message: () => import('@ant-design/icons/MessageOutlined'),
  cloud: () => import('@ant-design/icons/CloudOutlined'),
  api: () => import('@ant-design/icons/ApiOutlined'),
  code: () => import('@ant-design/icons/CodeOutlined'),
  bug: () => import('@ant-design/icons/BugOutlined'),
  calendar: () => import('@ant-design/icons/CalendarOutlined'),
  camera: () => import('@ant-design/icons/CameraOutlined'),
  phone: () => import('@ant-design/icons/PhoneOutlined'),
  printer: () => import('@ant-design/icons/PrinterOutlined'),
  search: () => import('@ant-design/icons/SearchOutlined'),
  star: () => import('@ant-design/icons/StarOutlined'),
  tag: () => import('@ant-design/icons/TagOutlined'),
  tags: () => import('@ant-design/icons/TagsOutlined'),
  thunderbolt: () => import('@ant-design/icons/ThunderboltOutlined'),
  trophy: () => import('@ant-design/icons/TrophyOutlined'),
  upload: () => import('@ant-design/icons/UploadOutlined'),
  download: () => import('@ant-design/icons/DownloadOutlined'),
  sync: () => import('@ant-design/icons/SyncOutlined'),
  fund: () => import('@ant-design/icons/FundOutlined'),
  gold: () => import('@ant-design/icons/GoldOutlined'),
  inbox: () => import('@ant-design/icons/InboxOutlined'),
  layout: () => import('@ant-design/icons/LayoutOutlined'),
  flag: () => import('@ant-design/icons/FlagOutlined'),
  fire: () => import('@ant-design/icons/FireOutlined'),
  eye: () => import('@ant-design/icons/EyeOutlined'),
  file: () => import('@ant-design/icons/FileOutlined'),
  'file-excel': () => import('@ant-design/icons/FileExcelOutlined'),
  control: () => import('@ant-design/icons/ControlOutlined'),
  compass: () => import('@ant-design/icons/CompassOutlined'),
  build: () => import('@ant-design/icons/BuildOutlined'),
  bars: () => import('@ant-design/icons/BarsOutlined'),
  block: () => import('@ant-design/icons/BlockOutlined'),
  'carry-out': () => import('@ant-design/icons/CarryOutOutlined'),
  'deployment-unit': () => import('@ant-design/icons/DeploymentUnitOutlined'),
  'node-index': () => import('@ant-design/icons/NodeIndexOutlined'),
  partition: () => import('@ant-design/icons/PartitionOutlined'),
  reconciliation: () => import('@ant-design/icons/ReconciliationOutlined'),
  'safety-certificate': () => import('@ant-design/icons/SafetyCertificateOutlined'),
  aim: () => import('@ant-design/icons/AimOutlined'),
  'area-chart': () => import('@ant-design/icons/AreaChartOutlined'),
  calculator: () => import('@ant-design/icons/CalculatorOutlined'),
  'clock-circle': () => import('@ant-design/icons/ClockCircleOutlined'),
  copy: () => import('@ant-design/icons/CopyOutlined'),
  desktop: () => import('@ant-design/icons/DesktopOutlined'),
  hdd: () => import('@ant-design/icons/HddOutlined'),
  insurance: () => import('@ant-design/icons/InsuranceOutlined'),
  mobile: () => import('@ant-design/icons/MobileOutlined'),
  'pay-circle': () => import('@ant-design/icons/PayCircleOutlined'),
  picture: () => import('@ant-design/icons/PictureOutlined'),
  qrcode: () => import('@ant-design/icons/QrcodeOutlined'),
  rocket: () => import('@ant-design/icons/RocketOutlined'),
  'shopping-cart': () => import('@ant-design/icons/ShoppingCartOutlined'),
  sound: () => import('@ant-design/icons/SoundOutlined'),
  stock: () => import('@ant-design/icons/StockOutlined'),
  swap: () => import('@ant-design/icons/SwapOutlined'),
  'usergroup-add': () => import('@ant-design/icons/UsergroupAddOutlined'),
  'video-camera': () => import('@ant-design/icons/VideoCameraOutlined'),
  'check-square': () => import('@ant-design/icons/CheckSquareOutlined'),
  'cloud-server': () => import('@ant-design/icons/CloudServerOutlined'),
  contacts: () => import('@ant-design/icons/ContactsOutlined'),
  edit: () => import('@ant-design/icons/EditOutlined'),
  'field-time': () => import('@ant-design/icons/FieldTimeOutlined'),
  'file-search': () => import('@ant-design/icons/FileSearchOutlined'),
  'insert-row-below': () => import('@ant-design/icons/InsertRowBelowOutlined'),
  'node-expand': () => import('@ant-design/icons/NodeExpandOutlined'),
  'ordered-list': () => import('@ant-design/icons/OrderedListOutlined'),
  select: () => import('@ant-design/icons/SelectOutlined'),
  verified: () => import('@ant-design/icons/VerifiedOutlined'),
  wifi: () => import('@ant-design/icons/WifiOutlined'),
  history: () => import('@ant-design/icons/HistoryOutlined'),
  hourglass: () => import('@ant-design/icons/HourglassOutlined'),
};

const loaded = new Map<MenuIconName, LazyExoticComponent<ComponentType>>();

/**
 * The icon once the first screen has painted and its chunk is in; meanwhile an empty icon box of the same size and
 * name, so the menu does not shift. A menu of a dozen folders is a dozen small chunks the first paint need not wait for.
 */
function MenuIcon({ name }: { name: MenuIconName }) {
  const wanted = useAfterFirstPaint();
  const pending = <span role="img" aria-label={name} className={`anticon anticon-${name} menu-icon-pending`} />;
  if (!wanted) return pending;
  let Icon = loaded.get(name);
  if (!Icon) {
    Icon = lazy(iconLoaders[name]);
    loaded.set(name, Icon);
  }
  return (
    <Suspense fallback={pending}>
      <Icon />
    </Suspense>
  );
}

export function menuIcon(name: string | null | undefined) {
  if (!name) return undefined;
  const key = name.replace(/Outlined$|Filled$|TwoTone$/, '').replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  if (!isMenuIconName(key)) return undefined;
  return <MenuIcon name={key} />;
}
