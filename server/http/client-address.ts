import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who is calling, as the throttles see it: the address, the subnet (IPv4 /24,
 * IPv6 /64) and the prefix (IPv6 /48, what a provider hands one customer;
 * for IPv4 the /24 again) it belongs to.
 */
export interface ClientAddress {
  address: string;
  subnet: string;
  prefix: string;
}

/** Requests that did not come over a socket (none do in production) share one bucket. */
const UNKNOWN: ClientAddress = { address: 'unknown', subnet: 'unknown', prefix: 'unknown' };

/** Drops the IPv4-mapped prefix and the zone, lower-cases IPv6, so one client has one spelling. */
function normalise(raw: string): string | null {
  let a = raw.trim().toLowerCase().replace(/%.*$/, '');
  if (a.startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  return isIP(a) ? a : null;
}

/** The eight groups of an IPv6 address, expanded ('::' filled with zeros). */
function ipv6Groups(a: string): string[] | null {
  if (a.includes('.')) return null;
  const [head, tail] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = a.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
  return groups.length === 8 ? groups : null;
}

export function subnetOf(address: string): string {
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The widest tier: an IPv6 /48, so a client rotating through the /64s of its site counts once; IPv4 keeps its /24. */
export function prefixOf(address: string): string {
  if (isIP(address) === 4) return subnetOf(address);
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : address;
}

const blockLists = new WeakMap<readonly string[], BlockList>();

/** The trusted proxies (addresses or CIDR ranges, checked by server/config.ts) as a BlockList, built once. */
function proxyList(trusted: readonly string[]): BlockList {
  let list = blockLists.get(trusted);
  if (!list) {
    list = new BlockList();
    for (const entry of trusted) {
      const [net, bits] = entry.split('/');
      const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(net, type);
      else list.addSubnet(net, Number(bits), type);
    }
    blockLists.set(trusted, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The caller's address: the socket's peer. X-Forwarded-For is read only when
 * that peer is a configured trusted proxy (AIKN_TRUSTED_PROXIES), and then
 * from the right, skipping further trusted proxies: the entries left of the
 * first untrusted one were written by the client and prove nothing.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): ClientAddress {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const raw = env?.incoming?.socket?.remoteAddress;
  let address = raw ? normalise(raw) : null;
  if (!address) return UNKNOWN;
  if (trustedProxies.length > 0) {
    const list = proxyList(trustedProxies);
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').reverse();
    for (const hop of hops) {
      if (!isTrusted(list, address)) break;
      const next = normalise(hop);
      if (!next) break;
      address = next;
    }
  }
  return { address, subnet: subnetOf(address), prefix: prefixOf(address) };
}

/** The caller's address as events record it (decision 020): none when the peer is unknown. */
export function eventAddress(c: Context, trustedProxies: readonly string[]): string | undefined {
  return eventIp(clientAddress(c, trustedProxies));
}

/** A resolved client address as events record it: none when the peer is unknown. */
export function eventIp(client: ClientAddress): string | undefined {
  return client.address === UNKNOWN.address ? undefined : client.address;
}
