import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { readPdf } from '../../../test/support/pdf';
import { mm, PAPERS } from './paper';
import { renderSheet } from './render';
import type { Sheet } from './sheet';

const fixed = new Date('2026-11-26T02:30:00Z');

const slipLike = async (over: Partial<Sheet> = {}): Promise<Sheet> => ({
  paper: 'half241',
  heading: '山西晋煤物流有限公司',
  title: '提煤单',
  number: 'THD2026112600001',
  printedAt: fixed,
  footerNote: '打印人：张调度',
  blocks: [
    {
      kind: 'grid',
      columns: 2,
      aside: { png: await QRCode.toBuffer('https://example.com/driver/pickup/x', { type: 'png', width: 200 }), caption: '司机扫码签到排队' },
      cells: [
        { label: '车牌号', value: '晋A12345' },
        { label: '司机', value: '王建国' },
        { label: '收货单位', value: '华能秦皇岛电厂一号卸煤场', span: 2 },
      ],
    },
    { kind: 'notes', title: '司机须知', lines: ['本单当日有效。'] },
    { kind: 'signatures', labels: ['制单', '司机', '司磅'] },
  ],
  ...over,
});

const weighings = (n: number) => Array.from({ length: n }, (_, i) => [String(i + 1), `晋B${String(20000 + i)}`, (i % 2 ? 1234567 : 9).toLocaleString('en')]);

const tableSheet = (rows: number): Sheet => ({
  paper: 'A4',
  title: '磅单汇总',
  printedAt: fixed,
  blocks: [
    {
      kind: 'table',
      columns: [
        { title: '序号', width: 1, align: 'center' },
        { title: '车牌号', width: 2 },
        { title: '净重(kg)', width: 2, align: 'right' },
      ],
      rows: weighings(rows),
      total: ['合计', '', '7,654,321'],
    },
  ],
});

describe('renderSheet', () => {
  it('writes Chinese text a PDF reader reads back, in the embedded subset of Noto Sans SC', async () => {
    const pdf = await renderSheet(await slipLike());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page, ...more] = await readPdf(pdf);
    expect(more).toHaveLength(0);
    for (const phrase of ['山西晋煤物流有限公司', '提煤单', 'No.THD2026112600001', '车牌号晋A12345', '司机王建国', '收货单位华能秦皇岛电厂一号卸煤场', '司机扫码签到排队', '司机须知', '1.本单当日有效。', '制单：', '司磅：', '打印人：张调度', '打印时间：2026-11-2610:30:00', '第1页/共1页']) {
      expect(page.text).toContain(phrase);
    }
    // Only the CJK face, as subsets (a six-letter tag before the name), embedded as TrueType font files; a whole
    // face would be 10 MB, so the size says the subsetting worked too.
    const raw = pdf.toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Za-z0-9+_-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts.map((f) => f.replace(/^[A-Z]{6}\+/, '')))).toEqual(new Set(['NotoSansSC-Regular', 'NotoSansSC-Bold']));
    expect(fonts.every((f) => /^[A-Z]{6}\+/.test(f))).toBe(true);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(2);
    expect(pdf.length).toBeLessThan(80_000);
  });

  it('prints on the paper asked for: the 241 mm half sheet or A4', async () => {
    const [half] = await readPdf(await renderSheet(await slipLike()));
    expect([half.width, half.height].map(Math.round)).toEqual([Math.round(mm(241)), Math.round(mm(139.7))]);
    const [a4] = await readPdf(await renderSheet(await slipLike({ paper: 'A4' })));
    expect([a4.width, a4.height].map(Math.round)).toEqual([595, 842]);
    // Inside the sprocket strips of the continuous form.
    expect(Math.min(...half.items.map((i) => i.x))).toBeGreaterThanOrEqual(PAPERS.half241.margin.left - 0.5);
  });

  it('gives the same bytes for the same sheet and creation date, and other bytes for another date', async () => {
    const sheet = await slipLike();
    const a = await renderSheet(sheet, { creationDate: fixed });
    const b = await renderSheet(sheet, { creationDate: fixed });
    expect(b.equals(a)).toBe(true);
    const c = await renderSheet(sheet, { creationDate: new Date('2026-11-27T00:00:00Z') });
    expect(c.equals(a)).toBe(false);
  });

  it('breaks a long table over pages under a repeated header, numbering every page', async () => {
    const pages = await readPdf(await renderSheet(tableSheet(90)));
    expect(pages.length).toBe(3);
    pages.forEach((p, i) => {
      expect(p.text).toContain(`第${i + 1}页/共3页`);
      expect(p.text).toContain('序号车牌号净重(kg)');
    });
    const all = pages.map((p) => p.text).join('');
    for (let n = 0; n < 90; n += 1) expect(all).toContain(`晋B${20000 + n}`);
    expect(pages[2].text).toContain('合计7,654,321');
    expect((await readPdf(await renderSheet(tableSheet(5)))).length).toBe(1);
  });

  it('sets numbers flush right in a right-aligned column, whatever their length', async () => {
    const [page] = await readPdf(await renderSheet(tableSheet(4)));
    const rightEdges = page.items.filter((i) => ['9', '1,234,567', '7,654,321'].includes(i.str)).map((i) => i.x + i.width);
    expect(rightEdges).toHaveLength(5);
    expect(Math.max(...rightEdges) - Math.min(...rightEdges)).toBeLessThan(0.5);
    // And a plate in a left-aligned column starts at the cell's left, not the right.
    const plates = page.items.filter((i) => i.str.startsWith('晋B'));
    expect(Math.max(...plates.map((p) => p.x)) - Math.min(...plates.map((p) => p.x))).toBeLessThan(0.5);
  });

  it('shows an empty table as （无） rather than a bare header', async () => {
    const empty = tableSheet(0);
    const [table] = empty.blocks;
    if (table.kind !== 'table') throw new Error('a table sheet');
    const [page] = await readPdf(await renderSheet({ ...empty, blocks: [{ ...table, total: undefined }] }));
    expect(page.text).toContain('序号车牌号净重(kg)（无）');
  });
});
