import type { BrowserContext, WebSocketRoute } from 'playwright-core';

/** One streaming socket of the page, held back from the server until released. */
export interface HeldSocket {
  /** What the page sent while held (its channels' connect messages), sent on when released. */
  readonly queued: (string | Buffer)[];
  /** Connects the socket to the server and sends what waited. */
  release(): void;
  /** Drops the connection on both sides, as a network would. */
  cut(): Promise<void>;
}

/**
 * Holds every streaming socket the context's pages open: the page has it open and speaks on it,
 * but nothing reaches the server until the test releases it. Whatever happens meanwhile comes on
 * no channel, as when the server sees a channel's connect late.
 */
export async function holdStreamSockets(context: BrowserContext): Promise<HeldSocket[]> {
  const sockets: HeldSocket[] = [];
  await context.routeWebSocket(/\/streaming/, (route: WebSocketRoute) => {
    let server: WebSocketRoute | null = null;
    const queued: (string | Buffer)[] = [];
    route.onMessage((message) => (server ? server.send(message) : queued.push(message)));
    sockets.push({
      queued,
      release() {
        server = route.connectToServer();
        for (const message of queued.splice(0)) server.send(message);
      },
      async cut() {
        await server?.close({ code: 1000 });
        await route.close({ code: 1006 });
      },
    });
  });
  return sockets;
}
