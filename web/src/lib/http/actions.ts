import type { AxiosRequestConfig, Method } from 'axios';
import type { Envelope } from '@meiyun/shared';
import { http } from './client';

type Params = Record<string, unknown>;

/** The request helpers of §7; each resolves to the reply envelope. */
export async function httpAction<T = unknown>(url: string, data: unknown, method: Method, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await http.request<Envelope<T>>({ url, method, data, ...config });
  return res.data;
}

export function postAction<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) {
  return httpAction<T>(url, data, 'post', config);
}

export function putAction<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) {
  return httpAction<T>(url, data, 'put', config);
}

export async function getAction<T = unknown>(url: string, params?: Params, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await http.get<Envelope<T>>(url, { params, ...config });
  return res.data;
}

export async function deleteAction<T = unknown>(url: string, params?: Params, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await http.delete<Envelope<T>>(url, { params, ...config });
  return res.data;
}

/** Multipart upload; the browser sets the boundary when the body is a FormData. */
export function uploadAction<T = unknown>(url: string, form: FormData, config?: AxiosRequestConfig) {
  return httpAction<T>(url, form, 'post', config);
}

/** Unwraps a successful envelope or throws its message, for TanStack Query callers. */
export function resultOf<T>(envelope: Envelope<T>): T {
  if (!envelope.success) throw new Error(envelope.message || '出错了，请联系管理员!');
  return envelope.result;
}
