import { XMLParser } from 'fast-xml-parser';
import { ThirdLoginTexts } from '@meiyun/shared';
import type { SsoSettings } from '../../../core/config';
import { BizError } from '../../../core/http/envelope';
import { issuerKey, type ProviderAccount } from './identity';

type CasSettings = NonNullable<SsoSettings['cas']>;

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

/**
 * A CAS client (CAS protocol 2.0 `serviceValidate`, which CAS 3 servers answer too): the browser goes to the CAS
 * login with our service address, comes back to it with a service ticket, and the server asks the CAS server whether
 * the ticket is good for that service. The answer's user name is the account's subject; the CAS server's address is
 * its issuer.
 */
export function createCasClient(settings: CasSettings) {
  return {
    loginUrl(service: string): string {
      const url = new URL(`${settings.url}/login`);
      url.searchParams.set('service', service);
      return url.href;
    },

    async validate(ticket: string, service: string): Promise<ProviderAccount> {
      const url = new URL(`${settings.url}/serviceValidate`);
      url.searchParams.set('ticket', ticket);
      url.searchParams.set('service', service);
      let body: string;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`CAS answered ${res.status}`);
        body = await res.text();
      } catch {
        throw new BizError(ThirdLoginTexts.providerFailed);
      }
      const answer = parser.parse(body)?.serviceResponse;
      const user = answer?.authenticationSuccess?.user;
      if (typeof user !== 'string' || !user.trim()) throw new BizError(ThirdLoginTexts.casRefused);
      const attributes = answer.authenticationSuccess.attributes ?? {};
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
      return {
        issuer: issuerKey(settings.url),
        subject: user.trim(),
        displayName: text(attributes.displayName) ?? text(attributes.name) ?? null,
        email: text(attributes.mail) ?? text(attributes.email),
      };
    },
  };
}

export type CasClient = ReturnType<typeof createCasClient>;
