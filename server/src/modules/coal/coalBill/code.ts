import { signFacts, verifyFacts } from './signing';

/**
 * The facts a bill's code signs, in a fixed order (the canonical form): what a person checking a truck on the
 * road compares with the truck and its papers, and the ids that find the bill again.
 */
export interface BillFacts {
  billId: string;
  billNo: string;
  tenantId: number | null;
  weighNo: string;
  plateNo: string;
  driverName: string | null;
  shipper: string;
  consigneeId: string | null;
  materialId: string;
  grossKg: number;
  tareKg: number;
  netKg: number;
  issuedAt: Date;
  validUntil: Date;
}

const VERSION = 'MB1';

/** The canonical bytes: a JSON array in a fixed order, times in epoch milliseconds. */
function canonical(f: BillFacts): Buffer {
  return Buffer.from(
    JSON.stringify([VERSION, f.billId, f.billNo, f.tenantId, f.weighNo, f.plateNo, f.driverName, f.shipper, f.consigneeId, f.materialId, f.grossKg, f.tareKg, f.netKg, f.issuedAt.getTime(), f.validUntil.getTime()]),
    'utf8',
  );
}

/** `<facts in base64url>.<Ed25519 signature in base64url>`: readable offline, tamper-evident. */
export function encodeBillCode(secretsFile: string, f: BillFacts): string {
  const bytes = canonical(f);
  return `${bytes.toString('base64url')}.${signFacts(secretsFile, bytes).toString('base64url')}`;
}

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The facts of an authentic code, else undefined (bad shape, bad signature, another deployment's key). */
export function decodeBillCode(secretsFile: string, code: string): BillFacts | undefined {
  const m = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{86})$/.exec(code.trim());
  if (!m) return undefined;
  const bytes = Buffer.from(m[1], 'base64url');
  // base64url decoding ignores stray bits: insist the text is exactly the encoding of the bytes, so no two codes verify as one.
  if (bytes.toString('base64url') !== m[1]) return undefined;
  const sig = Buffer.from(m[2], 'base64url');
  if (sig.length !== 64 || sig.toString('base64url') !== m[2]) return undefined;
  if (!verifyFacts(secretsFile, bytes, sig)) return undefined;
  let a: unknown;
  try {
    a = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(a) || a.length !== 15 || a[0] !== VERSION) return undefined;
  const [, billId, billNo, tenantId, weighNo, plateNo, driverName, shipper, consigneeId, materialId, grossKg, tareKg, netKg, issuedAt, validUntil] = a;
  if (!isStr(billId) || !isStr(billNo) || !(tenantId === null || isInt(tenantId)) || !isStr(weighNo) || !isStr(plateNo) || !strOrNull(driverName) || !isStr(shipper)) return undefined;
  if (!strOrNull(consigneeId) || !isStr(materialId) || !isInt(grossKg) || !isInt(tareKg) || !isInt(netKg) || !isInt(issuedAt) || !isInt(validUntil)) return undefined;
  return { billId, billNo, tenantId, weighNo, plateNo, driverName, shipper, consigneeId, materialId, grossKg, tareKg, netKg, issuedAt: new Date(issuedAt), validUntil: new Date(validUntil) };
}

/** Whether the stored bill still says what its code signed (a row changed behind the server's back does not). */
export function sameFacts(a: BillFacts, b: BillFacts): boolean {
  return canonical(a).equals(canonical(b));
}
