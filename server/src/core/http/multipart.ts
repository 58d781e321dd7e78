import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config';

/**
 * Multipart bodies (file upload, spreadsheet import), registered once for the whole app. Each route reads its
 * parts itself and may ask for a smaller file limit; this is the ceiling.
 */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, fields: 20, fieldSize: 64 * 1024, parts: 100 },
  });
}
