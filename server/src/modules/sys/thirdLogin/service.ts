import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { THIRD_TICKET_TTL_MINUTES, ThirdLoginTexts, type LoginResult, type ThirdBindRequired, type ThirdType } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { BizError } from '../../../core/http/envelope';
import { createLoginService, type LoginInput } from '../login/service';
import { createCasClient, type CasClient } from './cas';
import type { ProviderAccount } from './identity';
import { createOidcClient, type OidcClient } from './oidc';
import { sysThirdAccount, sysThirdLogin } from './table';

/** An OIDC request waits this long for the provider's answer. */
const FLOW_MINUTES = 10;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const randomKey = () => randomBytes(32).toString('base64url');
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

type RequestInfo = Omit<LoginInput, 'username' | 'password'>;

/**
 * Third-party sign-in (docs/single-sign-on.md). A provider proves an account (OIDC: the ID token of an authorization
 * code with PKCE; CAS: a validated service ticket); the server then hands the page a ticket, good once for five
 * minutes. A ticket of a linked account signs its user in through the checks every sign-in passes; one of an
 * account not linked yet is turned into a link only by the platform account's password (`bind`), or an
 * administrator links it (routes.ts). The provider's e-mail address or name never picks a user.
 */
export function createThirdLoginService(ctx: AppContext) {
  const login = createLoginService(ctx);
  const { oidc: oidcSettings, cas: casSettings } = ctx.config.sso;
  const oidc: OidcClient | undefined = oidcSettings ? createOidcClient(oidcSettings) : undefined;
  const cas: CasClient | undefined = casSettings ? createCasClient(casSettings) : undefined;

  const requireOidc = () => oidc ?? fail(ThirdLoginTexts.notConfigured);
  const requireCas = () => cas ?? fail(ThirdLoginTexts.notConfigured);

  async function purgeExpired() {
    await ctx.db.delete(sysThirdLogin).where(lt(sysThirdLogin.expiresAt, new Date()));
  }

  /** Takes a flow or ticket row once: the delete that returns it is what makes a second use find nothing. */
  async function take(kind: 'flow' | 'ticket', key: string) {
    const [row] = await ctx.db
      .delete(sysThirdLogin)
      .where(and(eq(sysThirdLogin.keyHash, hashOf(key)), eq(sysThirdLogin.kind, kind), gt(sysThirdLogin.expiresAt, new Date())))
      .returning();
    return row;
  }

  async function peekTicket(ticket: string, thirdType: ThirdType) {
    const [row] = await ctx.db
      .select()
      .from(sysThirdLogin)
      .where(and(eq(sysThirdLogin.keyHash, hashOf(ticket)), eq(sysThirdLogin.kind, 'ticket'), eq(sysThirdLogin.thirdType, thirdType), gt(sysThirdLogin.expiresAt, new Date())));
    if (!row?.issuer || !row.subject) throw new BizError(ThirdLoginTexts.ticketExpired);
    return { ...row, issuer: row.issuer, subject: row.subject };
  }

  async function linkOf(thirdType: ThirdType, account: Pick<ProviderAccount, 'issuer' | 'subject'>) {
    const [link] = await ctx.db
      .select()
      .from(sysThirdAccount)
      .where(and(eq(sysThirdAccount.thirdType, thirdType), eq(sysThirdAccount.issuer, account.issuer), eq(sysThirdAccount.subject, account.subject)));
    return link;
  }

  async function issueTicket(thirdType: ThirdType, account: ProviderAccount): Promise<string> {
    const ticket = randomKey();
    await ctx.db.insert(sysThirdLogin).values({
      keyHash: hashOf(ticket),
      kind: 'ticket',
      thirdType,
      issuer: account.issuer,
      subject: account.subject,
      displayName: account.displayName,
      email: account.email,
      expiresAt: minutesFromNow(THIRD_TICKET_TTL_MINUTES),
    });
    return ticket;
  }

  /** A linked account's ticket signs its user in; an unlinked one's is kept for `bind`. */
  async function signInOrAsk(ticket: string, thirdType: ThirdType, req: RequestInfo): Promise<LoginResult | ThirdBindRequired> {
    const row = await peekTicket(ticket, thirdType);
    const link = await linkOf(thirdType, row);
    if (!link) return { bindRequired: true, thirdType, ticket, displayName: row.displayName };
    if (!(await take('ticket', ticket))) throw new BizError(ThirdLoginTexts.ticketExpired);
    await ctx.db.update(sysThirdAccount).set({ lastLoginTime: new Date(), displayName: row.displayName ?? link.displayName }).where(eq(sysThirdAccount.id, link.id));
    return login.loginLinked(link.userId, req, `（${thirdType === 'oidc' ? 'OIDC 单点登录' : 'CAS 统一认证'}）`);
  }

  return {
    /** Starts an OIDC sign-in: the provider's address to send the browser to, and the state its cookie keeps. */
    async startOidc(redirectUri: string, log: FastifyBaseLogger): Promise<{ url: string; state: string }> {
      const client = requireOidc();
      await purgeExpired();
      const request = await client.authorizationRequest(redirectUri).catch((error: unknown) => {
        log.warn({ err: error }, 'OIDC provider unreachable');
        throw new BizError(ThirdLoginTexts.providerFailed);
      });
      await ctx.db.insert(sysThirdLogin).values({
        keyHash: hashOf(request.state),
        kind: 'flow',
        thirdType: 'oidc',
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        expiresAt: minutesFromNow(FLOW_MINUTES),
      });
      return { url: request.url, state: request.state };
    },

    /**
     * The provider's redirect back: the state must be the one this browser's cookie holds (a sign-in started
     * elsewhere cannot be finished here), the flow is used once, and the code is traded with its PKCE verifier.
     */
    async finishOidc(callbackUrl: URL, cookieState: string | undefined, log: FastifyBaseLogger): Promise<string> {
      const client = requireOidc();
      const state = callbackUrl.searchParams.get('state');
      if (!state || !cookieState || state !== cookieState) throw new BizError(ThirdLoginTexts.stateMismatch);
      const flow = await take('flow', state);
      if (!flow?.codeVerifier || !flow.nonce) throw new BizError(ThirdLoginTexts.stateMismatch);
      if (callbackUrl.searchParams.has('error')) throw new BizError(ThirdLoginTexts.providerFailed);
      const account = await client.finish(callbackUrl, { state, codeVerifier: flow.codeVerifier, nonce: flow.nonce }).catch((error: unknown) => {
        if (error instanceof BizError) throw error;
        log.warn({ err: error }, 'OIDC code exchange refused');
        throw new BizError(ThirdLoginTexts.providerFailed);
      });
      return issueTicket('oidc', account);
    },

    casLoginUrl: (service: string) => requireCas().loginUrl(service),

    /** `validateLogin`: the CAS server vouches for the ticket; then as a ticket of our own. */
    async validateCas(serviceTicket: string, service: string, req: RequestInfo): Promise<LoginResult | ThirdBindRequired> {
      const account = await requireCas().validate(serviceTicket, service);
      return signInOrAsk(await issueTicket('cas', account), 'cas', req);
    },

    signInOrAsk,

    /**
     * Links the ticket's account to the user whose name and password are given (the password sign-in with its
     * throttle and captcha), in the same transaction that spends the ticket, then signs that user in.
     */
    async bind(ticket: string, thirdType: ThirdType, input: LoginInput & { captcha?: string | null; checkKey?: string | null }): Promise<LoginResult> {
      const row = await peekTicket(ticket, thirdType);
      if (await linkOf(thirdType, row)) throw new BizError(ThirdLoginTexts.alreadyLinked);
      return login.login(input, async (user, tenantId) => {
        await ctx.db.transaction(async (tx) => {
          const [spent] = await tx.delete(sysThirdLogin).where(and(eq(sysThirdLogin.keyHash, hashOf(ticket)), gt(sysThirdLogin.expiresAt, new Date()))).returning();
          if (!spent) throw new BizError(ThirdLoginTexts.ticketExpired);
          await insertLink(tx, { userId: user.id, tenantId, thirdType, account: row, by: user.username });
        });
      });
    },
  };
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** One link, refused when the account or the user's slot for that provider is taken (checked, and by the indexes). */
export async function insertLink(
  db: AppContext['db'] | Tx,
  link: { userId: string; tenantId: number | null; thirdType: ThirdType; account: Pick<ProviderAccount, 'issuer' | 'subject'> & Partial<ProviderAccount>; by: string },
) {
  const { account } = link;
  const [taken] = await db
    .select({ id: sysThirdAccount.id })
    .from(sysThirdAccount)
    .where(and(eq(sysThirdAccount.thirdType, link.thirdType), eq(sysThirdAccount.issuer, account.issuer), eq(sysThirdAccount.subject, account.subject)));
  if (taken) throw new BizError(ThirdLoginTexts.alreadyLinked);
  const [held] = await db
    .select({ id: sysThirdAccount.id })
    .from(sysThirdAccount)
    .where(and(eq(sysThirdAccount.userId, link.userId), eq(sysThirdAccount.thirdType, link.thirdType), eq(sysThirdAccount.issuer, account.issuer)));
  if (held) throw new BizError(ThirdLoginTexts.userAlreadyLinked);
  try {
    await db.insert(sysThirdAccount).values({
      userId: link.userId,
      tenantId: link.tenantId,
      thirdType: link.thirdType,
      issuer: account.issuer,
      subject: account.subject,
      displayName: account.displayName ?? null,
      email: account.email ?? null,
      createBy: link.by,
    });
  } catch (e) {
    const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new BizError(ThirdLoginTexts.alreadyLinked);
    throw e;
  }
}

function fail(message: string): never {
  throw new BizError(message);
}

export type ThirdLoginService = ReturnType<typeof createThirdLoginService>;
