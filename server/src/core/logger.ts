import type { FastifyServerOptions } from 'fastify';

/** Fields that must never reach a log line. */
const REDACT = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sign"]',
  'password',
  'oldpassword',
  'confirmpassword',
  'token',
  'captcha',
  'signKey',
  '*.password',
  '*.oldpassword',
  '*.confirmpassword',
  '*.token',
  '*.captcha',
  '*.signKey',
];

/** A `token` query parameter (downloads, print links) is as secret as the header. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[Redacted]' },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  };
}
