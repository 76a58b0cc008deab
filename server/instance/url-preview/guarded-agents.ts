import { type ClientRequestArgs, Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent, type RequestOptions } from 'node:https';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { UrlFetchError } from '../drive/fetch-errors';
import type { AddressPolicy } from '../drive/fetch-url';

type Connected = (err: Error | null, stream: Duplex) => void;

/** The refusal for a connection to an address the policy does not permit, or null to go on. */
function refusal(host: string | null | undefined, policy: AddressPolicy): Error | null {
  const address = (host ?? '').replace(/^\[|\]$/g, '');
  if (isIP(address) === 0 || policy.permits(address)) return null;
  return new UrlFetchError(`${address} is a private address`, 'private-address');
}

/**
 * HTTP and HTTPS agents that connect only where an AddressPolicy permits: host names through the
 * policy's lookup (so a name cannot rebind to a private address), addresses checked as they are.
 * Every connection a library makes through them is guarded, redirects included.
 */
export function guardedAgents(policy: AddressPolicy): { http: HttpAgent; https: HttpsAgent } {
  class GuardedHttp extends HttpAgent {
    override createConnection(options: ClientRequestArgs, callback?: Connected) {
      const refused = refusal(options.host ?? options.hostname, policy);
      if (refused) {
        callback?.(refused, undefined as unknown as Duplex);
        return undefined;
      }
      return super.createConnection({ ...options, lookup: policy.lookup }, callback);
    }
  }
  class GuardedHttps extends HttpsAgent {
    override createConnection(options: RequestOptions, callback?: Connected) {
      const refused = refusal(options.host ?? options.hostname, policy);
      if (refused) {
        callback?.(refused, undefined as unknown as Duplex);
        return undefined;
      }
      return super.createConnection({ ...options, lookup: policy.lookup }, callback);
    }
  }
  return { http: new GuardedHttp(), https: new GuardedHttps() };
}
