import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The CJK face of every printed sheet: Noto Sans SC (Google Fonts' static TrueType instances, SIL Open Font
 * License 1.1), shipped by the npm package `@expo-google-fonts/noto-sans-sc`, so a machine has it after `npm ci`
 * with no system fonts. TrueType outlines (not CFF) because fontkit subsets them reliably: each PDF embeds only
 * the glyphs it uses.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FILES = {
  regular: '400Regular/NotoSansSC_400Regular.ttf',
  bold: '700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FILES;

const require = createRequire(import.meta.url);
const loaded = new Map<FontWeight, Buffer>();

/** Where a weight's TTF is installed. */
export function fontPath(weight: FontWeight): string {
  return require.resolve(`${FONT_PACKAGE}/${FILES[weight]}`);
}

/** A weight's TTF, read once per process (≈10 MB each) and only when something is first printed. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFileSync(fontPath(weight));
    loaded.set(weight, bytes);
  }
  return bytes;
}
