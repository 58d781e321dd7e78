import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The client our server is registered as at the test provider. */
export const TEST_OIDC_CLIENT = { id: 'meiyun', secret: 'meiyun-oidc-test-secret-0123456789' } as const;

export interface TestOidcProvider {
  issuer: string;
  /** The provider's accounts' profile claims, by account id (the subject); an unknown id signs in with its id as name. */
  accounts: Map<string, { name?: string; email?: string }>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a port of this machine, with its development sign-in
 * pages: any account id and password sign in, the id becoming the subject. Our server is its one client, with a
 * secret and PKCE required. `port` lets a test name the issuer before the provider can start (the e2e server's
 * address goes into the client's redirect address).
 */
export async function startOidcProvider(redirectUris: string[], port = 0): Promise<TestOidcProvider> {
  const accounts = new Map<string, { name?: string; email?: string }>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    cookies: { keys: ['meiyun-test-provider-cookie-key'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, name: accounts.get(id)?.name ?? id, email: accounts.get(id)?.email }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free port of this machine, for an address that must be known before its server starts. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Goes through the provider's pages as a browser would (its cookies kept, redirects followed by hand): signs in as
 * `accountId`, agrees to share the profile, and answers the address the provider sends the browser back to.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, returnPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    keep(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(returnPrefix)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!res.ok || !action) throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    body = html.includes('name="login"') ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' }) : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
