import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is inside: anything but an ordinary public unicast address. Fail closed: loopback,
 * unspecified (0.0.0.0, ::), link-local (169.254/16, fe80::/10), private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), carrier-grade NAT (100.64/10), multicast, broadcast, reserved and documentation ranges, the IPv6
 * translation and tunnelling prefixes (NAT64, 6to4, Teredo) and whatever ipaddr.js does not call `unicast`.
 * An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries; text that is not an
 * address at all counts as inside.
 */
export function isInsideAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let a = ipaddr.parse(address);
  if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
  return a.range() !== 'unicast';
}

/** The address as the IPv4 it carries when it is an IPv4-mapped IPv6 address, else as it is. */
function unmapped(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const a = ipaddr.parse(address);
  return a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress() ? (a as ipaddr.IPv6).toIPv4Address() : a;
}

/**
 * Whether a host (as typed) or one of its addresses is on the administrator's allow-list
 * (`DATA_SOURCE_ALLOWED_HOSTS`: host names, addresses or CIDRs, lower case).
 */
export function isAllowed(host: string, address: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  const a = unmapped(address);
  for (const entry of allowed) {
    if (entry === h) return true;
    if (!a) continue;
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) continue;
      const [range, bits] = ipaddr.parseCIDR(entry);
      if (a.kind() === range.kind() && a.match(range, bits)) return true;
    } else if (ipaddr.isValid(entry)) {
      const e = unmapped(entry)!;
      if (e.kind() === a.kind() && e.toNormalizedString() === a.toNormalizedString()) return true;
    }
  }
  return false;
}

export type OutsideAddress = { ok: true; address: string } | { ok: false; reason: string };

/**
 * The one address a connection test may connect to: the host resolved with dns.lookup (which also reads
 * `2130706433` or `0x7f.1` as 127.0.0.1), refused when ANY of its addresses is inside and not allowed. The caller
 * connects to this address, not to the name again, so a second lookup cannot answer differently (DNS rebinding).
 */
export async function outsideAddress(host: string, allowed: readonly string[]): Promise<OutsideAddress> {
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (e) {
    return { ok: false, reason: `host not found (${(e as NodeJS.ErrnoException).code ?? 'lookup failed'})` };
  }
  if (!addresses.length) return { ok: false, reason: 'host not found (no address)' };
  for (const { address } of addresses) {
    if (isInsideAddress(address) && !isAllowed(host, address, allowed)) return { ok: false, reason: `inside address ${address} refused` };
  }
  return { ok: true, address: addresses[0].address };
}
