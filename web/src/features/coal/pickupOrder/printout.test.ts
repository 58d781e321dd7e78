import { describe, expect, it } from 'vitest';
import { readPrintout } from './printout';

describe('readPrintout', () => {
  it('passes a PDF through', async () => {
    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    expect(await readPrintout(pdf)).toEqual({ ok: true, pdf });
  });
  it('answers the server’s message when it refused with the envelope', async () => {
    const refusal = new Blob([JSON.stringify({ success: false, code: 500, message: '未找到对应数据', result: null })], { type: 'application/json;charset=utf-8' });
    expect(await readPrintout(refusal)).toEqual({ ok: false, message: '未找到对应数据' });
  });
  it('labels an untyped answer as a PDF, so the viewer opens it', async () => {
    const r = await readPrintout(new Blob(['%PDF-1.3']));
    expect(r.ok && r.pdf.type).toBe('application/pdf');
  });
});
