import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Where a reverse proxy in front of the app can be: this machine or a private network.
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

function onPrivateNetwork(address: string) {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(plain)) return privateNetworks.check(plain, 'ipv4');
  return isIPv6(plain) && privateNetworks.check(plain, 'ipv6');
}

/**
 * Fastify's trust setting for TRUST_PROXY. A hop count trusts that many hops, each only when it is on
 * this machine or a private network: Fastify refuses bare counts because a client reaching the app
 * directly could then write its own X-Forwarded-For. A list of addresses is trusted as given.
 */
export function trustedProxy(setting: false | number | string[]) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && onPrivateNetwork(address);
}
