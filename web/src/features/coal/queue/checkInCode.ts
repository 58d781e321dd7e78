import { PICKUP_LINK_PREFIX } from '@meiyun/shared';

/** What the check-in dialog sends: one of the ways a truck is named at the gate. */
export type CheckInCode = { token: string } | { orderNo: string } | { plateNo: string };

/**
 * What the clerk typed or the scanner gave: the pickup order's QR code (the driver's link, with or without the
 * site's address), its number (THD…), or else a plate. A scanner types fast and ends with Enter; spaces and case
 * are forgiven.
 */
export function parseCheckInCode(raw: string): CheckInCode | null {
  const text = raw.trim();
  if (!text) return null;
  const at = text.indexOf(PICKUP_LINK_PREFIX);
  if (at >= 0) {
    const token = text.slice(at + PICKUP_LINK_PREFIX.length).split(/[?#/\s]/)[0];
    return token ? { token } : null;
  }
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (/^THD\d+$/.test(compact)) return { orderNo: compact };
  return { plateNo: compact };
}
