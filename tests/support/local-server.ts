import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small HTTP server of a test's own (an OAuth app, a webhook receiver, a feed, a publisher). */
export interface LocalServer {
  /** Its origin on a free loopback port, such as http://127.0.0.1:41234. */
  url: string;
  close(): Promise<void>;
}

/** Starts a handler on a free loopback port. */
export async function serveLocally(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
