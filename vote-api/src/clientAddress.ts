/**
 * The key the limits count a client by. An IPv4 address is one client; an IPv6
 * client usually holds a whole /64 (one home or one server), and could take a
 * fresh address from it for every request, so IPv6 is counted by its /64.
 */
import net from 'node:net';

function expandIPv6(address: string): number[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  let groups = parse(head);
  let end = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 in the last two groups (::ffff:1.2.3.4).
  const last = (tail ?? head).split(':').pop() ?? '';
  if (net.isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    const v4 = [(a << 8) | b, (c << 8) | d];
    if (tail === undefined) groups = [...groups.slice(0, -1), ...v4];
    else end = [...end.slice(0, -1), ...v4];
  }
  const missing = 8 - groups.length - end.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...groups, ...Array<number>(missing).fill(0), ...end];
}

export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (net.isIPv4(bare)) return bare;
  const groups = net.isIPv6(bare) ? expandIPv6(bare.toLowerCase()) : undefined;
  if (!groups) return bare;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client itself.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
