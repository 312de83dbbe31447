import { Hono } from 'hono';
import { loadConfig } from '../config';
import { connectionFrom } from '../test/client';
import { clientAddress, prefixOf, subnetOf } from './client-address';

/** An app answering what clientAddress sees, behind the given trusted proxies. */
function echo(trusted: string[]) {
  const app = new Hono();
  app.get('/', (c) => c.json(clientAddress(c, trusted)));
  return async (peer: string | null, forwarded?: string) => {
    const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
    const res = await app.request('/', { headers }, peer === null ? undefined : connectionFrom(peer));
    return (await res.json()) as { address: string; subnet: string; prefix: string };
  };
}

describe('the client address', () => {
  it('is the socket peer, and X-Forwarded-For is ignored without trusted proxies', async () => {
    const see = echo([]);
    expect(await see('203.0.113.9', '198.51.100.1')).toEqual({
      address: '203.0.113.9',
      subnet: '203.0.113.0/24',
      prefix: '203.0.113.0/24',
    });
  });

  it('reads X-Forwarded-For from the right only when the peer is a trusted proxy', async () => {
    const see = echo(['10.0.0.0/8', '192.0.2.1']);
    // Through two trusted hops: the first untrusted entry from the right is the client.
    expect((await see('10.1.2.3', '198.51.100.7, 203.0.113.5, 192.0.2.1')).address).toBe('203.0.113.5');
    // A peer outside the list forwards nothing believable.
    expect((await see('203.0.113.77', '198.51.100.7')).address).toBe('203.0.113.77');
    // A garbled entry stops the walk at the last address a trusted proxy vouched for.
    expect((await see('10.1.2.3', 'not-an-ip')).address).toBe('10.1.2.3');
  });

  it('spells one client one way and groups IPv6 by /64 and by /48', async () => {
    const see = echo([]);
    expect((await see('::ffff:203.0.113.9')).address).toBe('203.0.113.9');
    expect(await see('2001:DB8:0:1::5')).toEqual({
      address: '2001:db8:0:1::5',
      subnet: '2001:db8:0:1::/64',
      prefix: '2001:db8:0::/48',
    });
    expect(subnetOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(subnetOf('2001:db8:0:0:ffff::1')).toBe('2001:db8:0:0::/64');
    expect(prefixOf('2001:db8:a:ffff::1')).toBe(prefixOf('2001:db8:a:1::1'));
    expect(prefixOf('2001:db8:a::1')).not.toBe(prefixOf('2001:db8:b::1'));
  });

  it('puts requests without a socket into one bucket', async () => {
    expect(await echo([])(null)).toEqual({ address: 'unknown', subnet: 'unknown', prefix: 'unknown' });
  });
});

describe('AIKN_TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges, comma-separated', () => {
    expect(loadConfig({ AIKN_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });

  it('refuses anything else with a Chinese message naming the variable', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/', '1.2.3']) {
      expect(() => loadConfig({ AIKN_TRUSTED_PROXIES: bad })).toThrow('AIKN_TRUSTED_PROXIES 须为逗号分隔的 IP 地址或网段');
    }
  });
});
