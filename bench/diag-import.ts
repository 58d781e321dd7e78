import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { readSheet } from '../server/src/core/crud/import';
const mb = (n: number) => Math.round(n / 1048576);
async function importFile(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const pass = new PassThrough();
  pass.on('data', (c: Buffer) => chunks.push(c));
  const w = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: pass, useStyles: false, useSharedStrings: false });
  const ws = w.addWorksheet('运单');
  ws.addRow(['运单号', '车牌号', '司机', '煤种', '净重(kg)', '状态', '标签', '装车时间']).commit();
  for (let i = 1; i <= 50_000; i++) ws.addRow([`IM${String(i).padStart(9, '0')}`, `晋K${String(i % 100000).padStart(5, '0')}`, `导入${i % 97}`, ['烟煤', '无烟煤', '褐煤'][i % 3], 20000 + (i % 9000), '待装车', i % 2 ? '加急' : '', '2024-06-01 08:00:00']).commit();
  ws.commit();
  await w.commit();
  return Buffer.concat(chunks);
}
const buf = await importFile();
(globalThis as any).gc();
const u0 = process.memoryUsage();
let max = { rss: 0, heap: 0 };
const t = setInterval(() => { const u = process.memoryUsage(); max = { rss: Math.max(max.rss, u.rss), heap: Math.max(max.heap, u.heapUsed) }; }, 10);
const t0 = performance.now();
const sheet = await readSheet('x.xlsx', buf);
const ua = process.memoryUsage(); console.log('right after: rss', mb(ua.rss), 'heap', mb(ua.heapUsed), 'total', mb(ua.heapTotal));
(globalThis as any).gc();
const u1 = process.memoryUsage();
clearInterval(t);
console.log('before rss', mb(u0.rss), 'heap', mb(u0.heapUsed), '| read', Math.round(performance.now() - t0), 'ms, peak rss', mb(max.rss), 'heap', mb(max.heap), '| retained heap', mb(u1.heapUsed), sheet.rows.length);
