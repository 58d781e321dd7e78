import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The deployment's coal-bill signing key (Ed25519): generated once, kept beside the other secrets (the secrets
 * file's folder, mode 0600, never in the database), so every instance sharing the secrets signs and verifies with
 * the same pair. The private key is never answered or logged; only signatures leave this file.
 */
interface BillKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** `…/secrets.json` → `…/secrets.coal-bill-ed25519.pem`. */
export const billKeyFile = (secretsFile: string) => path.join(path.dirname(secretsFile), `${path.basename(secretsFile, '.json')}.coal-bill-ed25519.pem`);

function readKey(file: string): KeyObject | undefined {
  try {
    const pem = readFileSync(file, 'utf8');
    return pem.trim() ? createPrivateKey(pem) : undefined;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read the coal-bill signing key ${file}: ${(e as Error).message}`);
  }
}

/** Created only if absent (flag 'wx'), so two instances starting together agree: the loser reads the winner's key. */
function loadOrCreate(file: string): KeyObject {
  const existing = readKey(file);
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return privateKey;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`Cannot create the coal-bill signing key ${file}: ${(e as Error).message}`);
    const theirs = readKey(file);
    if (!theirs) throw new Error(`The coal-bill signing key ${file} is empty; restore it from a backup (a new key voids every bill in circulation)`);
    return theirs;
  }
}

/** Per key file: every app of this process sharing a secrets file (instances of one deployment) shares the pair. */
const loaded = new Map<string, BillKeys>();

function keysOf(secretsFile: string): BillKeys {
  const file = billKeyFile(secretsFile);
  let k = loaded.get(file);
  if (!k) {
    const privateKey = loadOrCreate(file);
    loaded.set(file, (k = { privateKey, publicKey: createPublicKey(privateKey) }));
  }
  return k;
}

/** The Ed25519 signature of the bytes with the deployment's key (the one beside its secrets file). */
export const signFacts = (secretsFile: string, bytes: Buffer): Buffer => sign(null, bytes, keysOf(secretsFile).privateKey);

/** Whether `signature` is the deployment's signature of the bytes. */
export function verifyFacts(secretsFile: string, bytes: Buffer, signature: Buffer): boolean {
  try {
    return verify(null, bytes, keysOf(secretsFile).publicKey, signature);
  } catch {
    return false;
  }
}
