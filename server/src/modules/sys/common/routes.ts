import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_BIZ_DEFAULT } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf } from '../../../core/auth/guard';
import { BizError, ok } from '../../../core/http/envelope';
import { LogType, writeLog } from '../../../core/oplog/writer';
import { CONTENT_TYPES, contentProblem, extensionOf, isInline } from './fileTypes';
import { openStored, storeUpload, UPLOAD_BIZ_FOLDERS, type UploadBiz } from './storage';

const OPERATE_ADD = 2;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface UploadParts {
  file?: { name: string; data: Buffer };
  fields: Record<string, string>;
}

/** Reads every part, so the form fields may come before or after the file. */
async function readParts(req: FastifyRequest, maxBytes: number): Promise<UploadParts> {
  const out: UploadParts = { fields: {} };
  const tooLarge = new BizError(`文件大小超出限制，最大 ${sizeText(maxBytes)}`);
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        if (file.file.truncated) throw tooLarge;
        if (file.fieldname === 'file') out.file = { name: file.filename, data };
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof BizError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (code === 'FST_FILES_LIMIT') throw new BizError('一次只能上传一个文件');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new BizError('请以 multipart/form-data 方式上传文件');
    throw err;
  }
  return out;
}

export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/sys/common/upload', { config: { permission: 'authenticated' } }, async (req) => {
    const auth = authOf(req);
    const { file, fields } = await readParts(req, ctx.config.uploadMaxBytes);
    if (!file) throw new BizError('请选择要上传的文件');
    // The rich-text editor uploads without naming a folder: its images belong with the editor's.
    const biz = fields.biz?.trim() || (fields.jeditor ? 'editor' : UPLOAD_BIZ_DEFAULT);
    if (!(UPLOAD_BIZ_FOLDERS as readonly string[]).includes(biz)) throw new BizError(`不允许的上传目录：${biz.slice(0, 40)}`);
    const ext = extensionOf(file.name);
    const problem = await contentProblem(ext, file.data);
    if (problem) throw new BizError(problem);

    const stored = await storeUpload(ctx, { tenantId: auth.tenantId, username: auth.user.username }, biz as UploadBiz, file.name, ext, CONTENT_TYPES[ext] ?? 'application/octet-stream', file.data);
    await writeLog(ctx.db, {
      logType: LogType.OPERATION,
      operateType: OPERATE_ADD,
      logContent: `上传文件：${stored}（${sizeText(file.data.length)}）`,
      userid: auth.user.id,
      username: auth.user.username,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      method: 'upload',
      requestUrl: '/sys/common/upload',
      requestType: 'POST',
      tenantId: auth.tenantId,
    });
    return ok(stored, stored);
  });

  // Stored files go out as stored, with their length (download progress, resumable reads): most are images and
  // office files that do not shrink, and compressing on the fly would drop the length.
  app.get('/sys/common/static/*', { config: { permission: 'authenticated' }, compress: false }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'].replace(/^\/+/, '');
    const auth = authOf(req);
    const { size, stream } = await openStored(ctx, key, { tenantId: auth.tenantId, platformAdmin: auth.isPlatformAdmin });
    const ext = extensionOf(key);
    const download = (req.query as Record<string, unknown>).download === '1';
    const inline = isInline(ext) && !download;
    const name = key.slice(key.lastIndexOf('/') + 1);
    reply
      .header('content-type', inline ? CONTENT_TYPES[ext] : (CONTENT_TYPES[ext] ?? 'application/octet-stream'))
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`);
    // Even opened directly, a stored file may not run script or load anything. Chromium's PDF viewer does not
    // open under a sandboxing policy, and a PDF is shown by the viewer, not as a page.
    if (ext !== 'pdf') reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    return reply.send(stream);
  });
}
