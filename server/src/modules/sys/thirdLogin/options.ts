import type { SsoOption } from '@meiyun/shared';
import type { SsoSettings } from '../../../core/config';

/** The third-party buttons the sign-in page shows: each configured provider, by its label. */
export const ssoOptions = (sso: SsoSettings, apiPrefix: string): SsoOption[] => [
  ...(sso.oidc ? [{ type: 'oidc' as const, label: sso.oidc.label, startUrl: `${apiPrefix}/sys/thirdLogin/render/oidc` }] : []),
  ...(sso.cas ? [{ type: 'cas' as const, label: sso.cas.label, startUrl: `${apiPrefix}/sys/thirdLogin/render/cas` }] : []),
];
