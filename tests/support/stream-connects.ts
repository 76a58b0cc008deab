import type { Page } from 'playwright-core';

/**
 * The stream channels a page has asked for (its `connect` messages), recorded from the first
 * socket on. A test that needs a note to come by the stream, not by the catch-up fetch that runs
 * on connecting, waits for its channel here before posting.
 */
export function recordChannelConnects(page: Page): ReadonlySet<string> {
  const channels = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: string; body?: { channel?: string } };
        if (message.type === 'connect' && message.body?.channel) channels.add(message.body.channel);
      } catch {
        // Not JSON (a ping): nothing to record.
      }
    });
  });
  return channels;
}
