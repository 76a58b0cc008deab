import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { TestAccount } from '../../tests/support/session';
import { median, percentile, RunTable } from './stats';

/** The calls measured: cheap ones, so that what the proxy adds is not lost in the server's own time. */
const CALLS = [
  { name: 'meta', endpoint: 'meta', body: () => ({ detail: false }) },
  { name: 'timeline', endpoint: 'notes/timeline', body: (account: TestAccount) => ({ i: account.token, limit: 10 }) },
] as const;
/** Calls made on each side before any is counted, to open the connections and warm both servers. */
const WARM_UP = 20;

/**
 * Figure 11: the latency proxy mode adds per API call. `calls` calls of each endpoint go to the
 * server straight and through Tessera in proxy mode in front of it, alternating (which side goes
 * first alternates too), from Node over one kept connection to each; per run, the difference of
 * the medians and of the 95th percentiles (milliseconds), and the straight median for scale.
 * Names in the table: `<call>Median`, `<call>P95`, `<call>Direct` for `meta` and `timeline`.
 */
export async function measureProxyOverhead(options: {
  /** The server, called straight. */
  direct: string;
  /** Tessera in proxy mode in front of it. */
  proxied: string;
  account: TestAccount;
  calls: number;
  runs: number;
}): Promise<RunTable> {
  const table = new RunTable();
  const direct = keptConnection(options.direct);
  const proxied = keptConnection(options.proxied);
  try {
    for (let run = 0; run < options.runs; run++) {
      for (const call of CALLS) {
        const body = JSON.stringify(call.body(options.account));
        const time = (side: typeof direct) => side.post(`/api/${call.endpoint}`, body);
        for (let i = 0; i < WARM_UP; i++) {
          await time(direct);
          await time(proxied);
        }
        const straight: number[] = [];
        const through: number[] = [];
        for (let i = 0; i < options.calls; i++) {
          if (i % 2 === 0) {
            straight.push(await time(direct));
            through.push(await time(proxied));
          } else {
            through.push(await time(proxied));
            straight.push(await time(direct));
          }
        }
        table.addAll({
          [`${call.name}Median`]: median(through) - median(straight),
          [`${call.name}P95`]: percentile(through, 95) - percentile(straight, 95),
          [`${call.name}Direct`]: median(straight),
        });
      }
    }
  } finally {
    direct.close();
    proxied.close();
  }
  return table;
}

/** POSTs JSON to one server over a single kept-alive connection; each call resolves with its milliseconds. */
function keptConnection(base: string): { post(path: string, body: string): Promise<number>; close(): void } {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const agent = secure
    ? new HttpsAgent({ keepAlive: true, maxSockets: 1 })
    : new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const send = secure ? httpsRequest : httpRequest;
  return {
    post(path, body) {
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const request = send(
          new URL(path, url),
          {
            method: 'POST',
            agent,
            headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const elapsed = performance.now() - started;
              if ((response.statusCode ?? 500) >= 400)
                reject(new Error(`${path} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
              else resolve(elapsed);
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
