import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config';
import { IMPORT_FILE_MAX_BYTES } from '../crud/import';

/**
 * Multipart bodies (file upload, spreadsheet import), registered once for the whole app. Each route reads its
 * parts itself and may ask for a smaller file limit; this is the ceiling.
 */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.max(config.uploadMaxBytes, IMPORT_FILE_MAX_BYTES), fields: 20, fieldSize: 64 * 1024, parts: 100 },
  });
}
