import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type CreateAxiosDefaults, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS, type Envelope } from '@meiyun/shared';
import { reactionFor, type ErrorReaction } from './errorCatalogue';
import { browserEffects, type HttpEffects } from './httpEffects';
import { httpContext, type HttpContext } from './httpContext';
import { collectSignParams, computeSign, formatSignTimestamp, needsSign } from './sign';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles every failure itself (logout, captcha image). */
    skipErrorHandler?: boolean;
  }
}

export const API_BASE = '/api';
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;

export interface HttpClientOptions {
  /** Read on every request, so the session wired in at start-up is always the current one. */
  context?: () => HttpContext;
  effects?: HttpEffects;
  /** Extra axios defaults; tests pass an adapter here instead of touching the network. */
  axiosDefaults?: CreateAxiosDefaults;
}

function serverMessageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof (data as Envelope).message === 'string') {
    return (data as Envelope).message;
  }
  return undefined;
}

export interface HttpClient {
  http: AxiosInstance;
  handleHttpError(error: AxiosError): void;
}

export function createHttpClient({ context = httpContext, effects = browserEffects, axiosDefaults }: HttpClientOptions = {}): HttpClient {
  const http = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS, ...axiosDefaults });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const ctx = context();
    const token = ctx.getToken();
    if (token) config.headers.set('X-Access-Token', token);
    config.headers.set('tenant-id', String(ctx.getTenantId() ?? 0));
    const url = config.url ?? '';
    if (needsSign(url)) {
      const params = collectSignParams({ url, method: config.method, params: config.params, data: config.data });
      config.headers.set('X-TIMESTAMP', formatSignTimestamp());
      config.headers.set('X-Sign', computeSign(params, ctx.getSignKey() ?? ''));
    }
    return config;
  });

  // Several calls failing together with 401 must produce one notice and one reload.
  let unauthorizedHandled = false;
  let expiredDialogOpen = false;

  function perform(reaction: ErrorReaction) {
    switch (reaction.kind) {
      case 'notify':
        effects.notifyError(reaction.title, reaction.description);
        return;
      case 'unauthorized':
        if (unauthorizedHandled) return;
        unauthorizedHandled = true;
        effects.notifyError(reaction.title, reaction.description);
        void context()
          .logout()
          .finally(() => setTimeout(effects.reload, UNAUTHORIZED_RELOAD_DELAY_MS));
        return;
      case 'sessionExpired':
        if (expiredDialogOpen) return;
        expiredDialogOpen = true;
        effects.showExpiredDialog({
          title: reaction.title,
          content: reaction.content,
          onOk: () => context().logout().finally(effects.reload),
        });
    }
  }

  function handleHttpError(error: AxiosError): void {
    if (axios.isCancel(error)) return;
    perform(
      reactionFor({
        status: error.response?.status,
        serverMessage: serverMessageOf(error.response?.data),
        timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT',
        hasToken: Boolean(context().getToken()),
      }),
    );
  }

  http.interceptors.response.use(
    // Envelope errors (HTTP 200, success false) go back to the caller, who knows what to say.
    (response: AxiosResponse) => response,
    (error: AxiosError) => {
      if (!error.config?.skipErrorHandler) handleHttpError(error);
      return Promise.reject(error);
    },
  );

  return { http, handleHttpError };
}

const app = createHttpClient();

export const http = app.http;
export const handleHttpError = app.handleHttpError;
