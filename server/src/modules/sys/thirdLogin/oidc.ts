import * as oidc from 'openid-client';
import { ThirdLoginTexts } from '@meiyun/shared';
import type { SsoSettings } from '../../../core/config';
import { BizError } from '../../../core/http/envelope';
import { issuerKey, type ProviderAccount } from './identity';

type OidcSettings = NonNullable<SsoSettings['oidc']>;

/** What the callback needs from the start of a sign-in: kept server-side, found again by the state. */
export interface OidcRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Plain http only for a provider on this machine (development and the tests); anywhere else it must be https. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * An OpenID Connect relying party on openid-client: the authorization code flow with PKCE (S256) and a nonce; the
 * ID token's signature, issuer, audience, expiry and nonce are checked by the library. The provider's metadata is
 * read once, on the first sign-in (a provider that is down then is asked again next time).
 */
export function createOidcClient(settings: OidcSettings) {
  let config: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(settings.issuer);

  const discovered = () => {
    config ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret ? { client_secret: settings.clientSecret } : undefined, settings.clientSecret ? undefined : oidc.None(), {
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        config = undefined;
        throw error;
      });
    return config;
  };

  return {
    async authorizationRequest(redirectUri: string): Promise<OidcRequest> {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await discovered(), {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },

    /** Trades the callback's code for tokens and answers the account the ID token names. */
    async finish(callbackUrl: URL, expected: { state: string; codeVerifier: string; nonce: string }): Promise<ProviderAccount> {
      const tokens = await oidc.authorizationCodeGrant(await discovered(), callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new BizError(ThirdLoginTexts.providerFailed);
      // Providers commonly keep the profile out of the ID token and answer it at userinfo; a name only helps the
      // page greet the person, so a userinfo that fails leaves it out rather than failing the sign-in.
      const profile: Record<string, unknown> = { ...claims };
      if (tokens.access_token && !profile.name) {
        Object.assign(profile, await oidc.fetchUserInfo(await discovered(), tokens.access_token, claims.sub).catch(() => ({})), { sub: claims.sub });
      }
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
      return {
        issuer: issuerKey(claims.iss),
        subject: claims.sub,
        displayName: text(profile.name) ?? text(profile.preferred_username) ?? text(profile.nickname),
        email: text(profile.email),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
