import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AddressPolicy } from '../drive/fetch-url';
import { postJson } from './post-json';

describe('postJson', () => {
  it('posts only where the operator allows: a loopback receiver is refused unless its network is allowed', async () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(202).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await expect(postJson(url, {}, {}, new AddressPolicy([]), 1000)).rejects.toThrow(/private address/);
    const named = new URL(url.href.replace('127.0.0.1', 'localhost'));
    await expect(postJson(named, {}, {}, new AddressPolicy([]), 1000)).rejects.toThrow(/private address/);
    expect(hits).toBe(0);
    expect(await postJson(url, { a: 1 }, {}, new AddressPolicy(['127.0.0.1/32']), 1000)).toBe(202);
    expect(hits).toBe(1);
    await new Promise((resolve) => server.close(resolve));
  });
});
