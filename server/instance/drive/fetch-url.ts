import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { UrlFetchError } from './fetch-errors';

/** Addresses a server must not be made to fetch from for a caller: this machine and private networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The address a URL names without a lookup (localhost as 127.0.0.1), or null for a host name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return '127.0.0.1';
  return isIP(host) !== 0 ? host : null;
}

/** Where a server may fetch from: public addresses, and the private networks an operator allowed. */
export class AddressPolicy {
  private readonly allowed = new BlockList();

  /** @param allowedPrivateNetworks CIDR ranges, as Misskey's `allowedPrivateNetworks`. */
  constructor(allowedPrivateNetworks: readonly string[]) {
    for (const cidr of allowedPrivateNetworks) {
      const [address = '', bits] = cidr.split('/');
      const family = familyOf(address);
      this.allowed.addSubnet(address, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family);
    }
  }

  /** Downloads a URL from an address this policy permits, for at most `maxBytes` (see fetchCapped). */
  fetch(url: URL, options: { maxBytes: number; timeoutMs: number }) {
    return fetchCapped(url, this, options);
  }

  permits(address: string): boolean {
    const family = familyOf(address);
    return !PRIVATE.check(address, family) || this.allowed.check(address, family);
  }

  /** Whether a URL's host is an address (or localhost) this policy refuses, known without a lookup. */
  refusesLiteral(url: URL): boolean {
    const address = literalAddress(url);
    return address !== null && !this.permits(address);
  }

  /**
   * Whether a URL names, by address (or localhost), a private network the operator allowed: a
   * test or intranet set-up, where plain http is accepted as Misskey accepts it in its tests.
   */
  allowsPrivateLiteral(url: URL): boolean {
    const address = literalAddress(url);
    if (address === null) return false;
    const family = familyOf(address);
    return PRIVATE.check(address, family) && this.allowed.check(address, family);
  }

  /** A DNS lookup that refuses to connect to an address the policy does not permit (no DNS rebinding). */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !this.permits(a.address));
      if (refused) {
        return callback(new UrlFetchError(`${hostname} resolves to a private address`, 'private-address'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

const MAX_REDIRECTS = 3;

/**
 * Downloads a URL into memory (for the drive, feeds, OAuth's client pages), for at most
 * `maxBytes`: the size is checked as bytes arrive (and against Content-Length first), so an answer
 * over the cap is cut off, never buffered whole. Connections go only to addresses the policy
 * permits, redirects included.
 */
export async function fetchCapped(
  url: URL,
  policy: AddressPolicy,
  options: { maxBytes: number; timeoutMs: number },
): Promise<{ data: Buffer; type: string | null; finalUrl: URL; headers: IncomingHttpHeaders }> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new UrlFetchError('only http and https URLs can be fetched', 'protocol');
    }
    if (policy.refusesLiteral(current))
      throw new UrlFetchError(`${current.host} is a private address`, 'private-address');
    const response = await get(current, policy, options.timeoutMs);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      current = new URL(location, current);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new UrlFetchError(`the server answered ${response.statusCode}`, 'status');
    }
    const data = await readCapped(response, options.maxBytes);
    return {
      data,
      type: response.headers['content-type']?.split(';')[0]?.trim() ?? null,
      finalUrl: current,
      headers: response.headers,
    };
  }
  throw new UrlFetchError('too many redirects', 'status');
}

function get(url: URL, policy: AddressPolicy, timeoutMs: number): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', lookup: policy.lookup, timeout: timeoutMs }, resolve);
    req.on('timeout', () => req.destroy(new UrlFetchError('timed out', 'network')));
    req.on('error', reject);
    req.end();
  });
}

/** Reads an answer's body into memory, cutting it off (and failing) beyond `maxBytes`. */
export function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new UrlFetchError('the file is too big', 'too-big'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy(new UrlFetchError('the file is too big', 'too-big'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => {
      if (size > maxBytes) reject(new UrlFetchError('the file is too big', 'too-big'));
    });
  });
}
