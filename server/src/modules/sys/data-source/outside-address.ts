import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Ranges a connection test must never reach unless allowed: the machine itself and the networks inside. */
const INSIDE = new Set(['unspecified', 'broadcast', 'multicast', 'linkLocal', 'loopback', 'private', 'carrierGradeNat', 'reserved', 'uniqueLocal', 'ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo', 'benchmarking', 'amt', 'as112', 'as112v6', 'orchid2', 'droneRemoteIdProtocolEntityTags', 'discard']);

/** Whether an address is inside (loopback, private, link-local, reserved...), IPv4-mapped IPv6 judged as IPv4. */
export function isInsideAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let a = ipaddr.parse(address);
  if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
  return INSIDE.has(a.range());
}

/** Whether a host (as typed) or one of its addresses is on the administrator's allow-list (names, addresses, CIDRs). */
export function isAllowed(host: string, address: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  for (const entry of allowed) {
    if (entry === h || entry === address) return true;
    if (entry.includes('/') && ipaddr.isValidCIDR(entry)) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      const a = ipaddr.parse(address);
      const same = a.kind() === range.kind() ? a : a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress() ? (a as ipaddr.IPv6).toIPv4Address() : undefined;
      if (same && same.kind() === range.kind() && same.match(range, bits)) return true;
    }
  }
  return false;
}

/**
 * The one address a connection test may connect to: the host resolved (which also reads `2130706433` or `0x7f.1`
 * as 127.0.0.1), refused when any of its addresses is inside and not allowed. The caller connects to this address,
 * not to the name again, so a second lookup cannot answer differently (DNS rebinding).
 */
export async function outsideAddress(host: string, allowed: readonly string[]): Promise<{ ok: true; address: string } | { ok: false; reason: string }> {
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'host not found' };
  }
  if (!addresses.length) return { ok: false, reason: 'host not found' };
  for (const { address } of addresses) {
    if (isInsideAddress(address) && !isAllowed(host, address, allowed)) return { ok: false, reason: `inside address ${address} refused` };
  }
  return { ok: true, address: addresses[0].address };
}
