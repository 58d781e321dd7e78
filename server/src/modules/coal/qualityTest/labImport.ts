import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QUALITY_MEASURED_FIELDS, qualityTestMeta, QualityTexts, ResultCode, type FieldMeta } from '@meiyun/shared';
import type { AppContext } from '../../../core/context';
import { authOf, type RequestAuth } from '../../../core/auth/guard';
import { keepVersion, logOperation } from '../../../core/crud/audit';
import { readSheet, readUploads, writeErrorFile, type FileResult, type Sheet } from '../../../core/crud/import';
import { sendTemplate, templateWorkbook, type TemplateColumn } from '../../../core/crud/template';
import { loadScoped } from '../../../core/crud/service';
import { checkField } from '../../../core/crud/validate-record';
import { BizError, ok } from '../../../core/http/envelope';
import { OperateType } from '../../../core/oplog/writer';
import { qualityTestEntity } from './entity';
import { refuseOrgUser } from './service';
import { coalQualityTest } from './table';
import { derivedColumns } from './values';

const LAB_NO = '化验编码';
/** The values a lab reports, declared in the entity (labels as the importer matches them). */
const VALUE_FIELDS: FieldMeta[] = [...QUALITY_MEASURED_FIELDS, 'hgi', 'g'].map((n) => qualityTestMeta.fields.find((f) => f.name === n)!);
const TITLE = '化验结果';

/** A column of the lab's sheet: the lab code, or a value matched by its label or its name (qnetArMj). */
function columnsOf(sheet: Sheet): ('labNo' | FieldMeta | undefined)[] {
  return sheet.headers.map((h) => {
    const t = h.replace(/\*$/, '').trim();
    if (t === LAB_NO || t === 'labNo') return 'labNo';
    return VALUE_FIELDS.find((f) => f.label === t) ?? VALUE_FIELDS.find((f) => f.name === t);
  });
}

interface GoodRow {
  index: number;
  testId: string;
  values: Record<string, unknown>;
  derived: ReturnType<typeof derivedColumns>;
}

/** `GET /coal/qualityTest/importTemplate`: 化验编码 and the measured values, empty. */
export async function labTemplate(_ctx: AppContext, _req: FastifyRequest, reply: FastifyReply) {
  const columns: TemplateColumn[] = [
    { title: `${LAB_NO}*`, required: true, hint: '必填；化验单上的化验编码', text: true, minWidth: 14 },
    ...VALUE_FIELDS.map((f): TemplateColumn => ({ title: f.label, hint: f.type === 'int' ? `整数；${f.min}～${f.max}` : `最多${f.scale}位小数；${f.min}～${f.max}`, minWidth: Math.max(12, [...f.label].length + 2) })),
  ];
  return sendTemplate(reply, TITLE, await templateWorkbook(TITLE, columns));
}

/**
 * `POST /coal/qualityTest/importExcel`: a lab's results keyed by 化验编码 fill the measured values of tests still
 * 已录入 in the caller's tenant (an empty cell leaves the value as it is). Each row is checked whole: an unknown
 * code, a code already reviewed, a code twice in the file, a value out of bounds or values that cannot be are
 * refused with their reason in the kit's error file; the good rows of a file are written in one transaction, each
 * with its derived values, under the row's lock and only while 已录入.
 */
export async function importLabResults(ctx: AppContext, req: FastifyRequest) {
  const auth = authOf(req);
  refuseOrgUser(auth);
  const files = await readUploads(req);
  const sheets: { name: string; sheet: Sheet }[] = [];
  for (const f of files) sheets.push({ name: f.name, sheet: await readSheet(f.name, f.buf) });
  for (const { name, sheet } of sheets) if (!columnsOf(sheet).includes('labNo')) throw new BizError(`文件「${name}」缺少“${LAB_NO}”列`);

  const results: FileResult[] = [];
  for (const { name, sheet } of sheets) {
    const failed: FileResult['failed'] = [];
    let imported = 0;
    await ctx.db.transaction(async (tx) => {
      const good = await planRows(tx, auth, sheet, failed);
      for (const g of good) {
        const [before] = await loadScoped(tx, qualityTestEntity, auth, [g.testId]);
        if (!before) {
          failed.push({ row: g.index, cells: sheet.rows[g.index], reason: QualityTexts.labNoUnknown });
          continue;
        }
        const [row] = await tx
          .update(coalQualityTest)
          .set({ ...g.values, ...g.derived, enteredBy: auth.user.username, updateBy: auth.user.username, updateTime: new Date() })
          .where(and(eq(coalQualityTest.id, g.testId), eq(coalQualityTest.status, 'entered')))
          .returning({ id: coalQualityTest.id });
        if (!row) {
          failed.push({ row: g.index, cells: sheet.rows[g.index], reason: QualityTexts.notEntered });
          continue;
        }
        await keepVersion(tx, qualityTestEntity.tableName, before, auth.user.username);
        imported += 1;
      }
    });
    failed.sort((x, y) => x.row - y.row);
    results.push({ name, imported, failed, headers: sheet.headers });
  }

  const imported = results.reduce((n, r) => n + r.imported, 0);
  const failed = results.reduce((n, r) => n + r.failed.length, 0);
  await logOperation(ctx, req, auth, OperateType.IMPORT, `导入化验结果：成功${imported}条，失败${failed}条`);
  if (failed) {
    const link = await writeErrorFile(ctx, auth.user.id, results);
    return { ...ok(link, `文件导入成功，但有${failed}条数据导入失败`), code: ResultCode.IMPORTED_WITH_ERRORS };
  }
  return ok(`文件导入成功！数据行数：${imported}`, `文件导入成功！数据行数：${imported}`);
}

/** The rows of a sheet that can be written (the tests locked), the others pushed to `failed` with their reason. */
async function planRows(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], auth: RequestAuth, sheet: Sheet, failed: FileResult['failed']): Promise<GoodRow[]> {
  const cols = columnsOf(sheet);
  const codeAt = cols.indexOf('labNo');
  const codes = [...new Set(sheet.rows.map((r) => (r[codeAt] ?? '').trim()).filter(Boolean))];
  const tenant = auth.tenantId === null ? sql`${coalQualityTest.tenantId} is null` : eq(coalQualityTest.tenantId, auth.tenantId);
  const tests = new Map<string, typeof coalQualityTest.$inferSelect>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await tx.select().from(coalQualityTest).where(and(inArray(coalQualityTest.labNo, codes.slice(i, i + 1000)), tenant)).for('update');
    for (const r of rows) tests.set(r.labNo, r);
  }
  const count = new Map<string, number>();
  for (const c of sheet.rows.map((r) => (r[codeAt] ?? '').trim())) count.set(c, (count.get(c) ?? 0) + 1);

  const good: GoodRow[] = [];
  sheet.rows.forEach((cells, index) => {
    const refuse = (reason: string) => failed.push({ row: index, cells, reason });
    const code = (cells[codeAt] ?? '').trim();
    if (!code) return refuse(QualityTexts.labNoRequired);
    if ((count.get(code) ?? 0) > 1) return refuse(QualityTexts.labNoRepeated);
    const test = tests.get(code);
    if (!test) return refuse(QualityTexts.labNoUnknown);
    if (test.status !== 'entered') return refuse(QualityTexts.notEntered);
    const values: Record<string, unknown> = {};
    for (const [i, f] of cols.entries()) {
      if (!f || f === 'labNo') continue;
      const raw = (cells[i] ?? '').trim();
      if (!raw) continue;
      const r = checkField(f, raw);
      if ('error' in r) return refuse(r.error);
      values[f.name] = r.value;
    }
    if (!Object.keys(values).length) return refuse('没有化验值');
    try {
      good.push({ index, testId: test.id, values, derived: derivedColumns({ ...test, ...values }) });
    } catch (e) {
      if (e instanceof BizError) return refuse(e.message);
      throw e;
    }
  });
  return good;
}
