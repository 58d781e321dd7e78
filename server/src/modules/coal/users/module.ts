import type { BusinessUserType } from '@meiyun/shared';
import type { AppModule } from '../../../core/module';
import type { SeedMenu } from '../../../core/module';
import { seedBusinessRoles } from './roles';

/**
 * 业务用户: one screen per business user type, each the user list cut to that type (coal-api.md "Business users").
 * They are screens of the user entity (`/sys/user/*`, permissions `system:user:*`), so they bring no buttons of
 * their own; the seeded roles of the four types come with them.
 */
const screens: { type: BusinessUserType; name: string; icon: SeedMenu['icon'] }[] = [
  { type: 'dispatcher', name: '调度员', icon: 'phone' },
  { type: 'infoStaff', name: '信息员', icon: 'message' },
  { type: 'trader', name: '贸易商', icon: 'dollar' },
  { type: 'shipper', name: '货主', icon: 'container' },
];

const pascal = <S extends string>(s: S) => (s[0].toUpperCase() + s.slice(1)) as Capitalize<S>;

export const businessUsersModule: AppModule = {
  name: 'coal-users',
  menus: screens.map(
    (s, i): SeedMenu => ({
      key: `menu:coal:users:${s.type}`,
      parent: 'menu:coal:users',
      name: s.name,
      url: `/coal/users/${s.type}`,
      component: `coal/users/${pascal(s.type)}UserList`,
      componentName: `${pascal(s.type)}UserList`,
      icon: s.icon,
      menuType: 1,
      sortNo: i + 1,
      keepAlive: true,
    }),
  ),
  seed: seedBusinessRoles,
};
