import type { FastifyError, FastifyInstance } from 'fastify';
import { Messages, ResultCode } from '@meiyun/shared';
import { BizError, fail } from './envelope';
import type { RegisteredRoute } from '../auth/guard';
import { normalizePath } from './path';

/**
 * Every failure becomes the envelope: business errors as they are, framework errors as a short Chinese
 * sentence, anything unexpected as the generic message (logged with the request id, never shown).
 */
export function registerErrorHandling(app: FastifyInstance, routes: RegisteredRoute[], apiPrefix: string, webDist?: string) {
  const underApi = (p: string) => p === apiPrefix || p.startsWith(apiPrefix + '/');
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    if (err instanceof BizError) {
      return reply.status(err.httpStatus).send(fail(err.code, err.message, err.result));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      req.log.info({ code: (err as FastifyError).code }, 'request refused');
      if (status === 413) return reply.status(413).send(fail(ResultCode.ERROR, '请求内容过大'));
      if (status === 415) return reply.status(415).send(fail(ResultCode.ERROR, '不支持的请求内容类型'));
      return reply.status(400).send(fail(ResultCode.ERROR, '请求参数格式错误'));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send(fail(ResultCode.ERROR, Messages.internal));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    // History-mode web client: any other GET outside the API is a client route.
    if (webDist && (req.method === 'GET' || req.method === 'HEAD') && !underApi(normalizePath(path))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    const otherMethod = underApi(path) && routes.some((r) => r.method !== req.method && r.regex.test(path));
    if (otherMethod) return reply.status(405).send(fail(ResultCode.METHOD_NOT_ALLOWED, Messages.methodNotAllowed));
    return reply.status(404).send(fail(ResultCode.NOT_FOUND, Messages.notFound));
  });
}
