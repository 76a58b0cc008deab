import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostContext, type TesseraHost } from '../host';
import { Avatar, decorationStyle } from './Avatar';

afterEach(cleanup);
const labels: Record<string, string> = {
  'kernel.onlineStatus.online': 'Online now',
  'kernel.onlineStatus.offline': 'Offline',
};
let dataSaver = { media: false, avatar: false, urlPreview: false, code: false };
const host = {
  i18n: { locale: 'en-US', t: (k: string) => labels[k] ?? k, hasStrings: () => true },
  preferences: { readable: () => ({ get: () => dataSaver, subscribe: () => () => {} }) },
  api: { call: async () => ({ mediaProxy: 'https://a.example/proxy' }) },
  whenSettled: () => {},
} as unknown as TesseraHost;
const wrap = ({ children }: { children: ReactNode }) => (
  <HostContext.Provider value={host}>{children}</HostContext.Provider>
);
const decoration = { id: 'd1', url: 'https://a.example/ring.png' };

describe('Avatar', () => {
  it('places a decoration as Misskey does: moved by fractions of the avatar, turned by fractions of a turn, mirrored', () => {
    expect(decorationStyle({})).toEqual({ transform: 'translate(0%, 0%) rotate(0deg)' });
    expect(decorationStyle({ angle: 0.25, flipH: true, offsetX: 0.1, offsetY: -0.05 })).toEqual({
      transform: 'translate(10%, -5%) rotate(90deg) scaleX(-1)',
    });
    const { container } = render(
      <Avatar user={{ avatarUrl: null, avatarDecorations: [{ ...decoration, angle: -0.5 }] }} size={48} />,
      {
        wrapper: wrap,
      },
    );
    const drawn = container.querySelector<HTMLImageElement>('.avatar-decoration');
    expect(drawn?.style.transform).toBe('translate(0%, 0%) rotate(-180deg)');
    expect(drawn?.alt).toBe('');
  });

  it('flashes the decoration being placed, and leaves out one whose address is not http(s)', () => {
    const { container } = render(
      <Avatar
        user={{
          avatarUrl: null,
          avatarDecorations: [
            { ...decoration, blink: true },
            { id: 'd2', url: 'https://a.example/hat.png' },
            { id: 'd3', url: 'javascript:alert(1)' },
          ],
        }}
        size={48}
      />,
      { wrapper: wrap },
    );
    const drawn = [...container.querySelectorAll('.avatar-decoration')];
    expect(drawn.map((d) => d.classList.contains('avatar-decoration-blink'))).toEqual([true, false]);
  });

  it("gives a cat account ears hidden from assistive technology, the picture's name unchanged", () => {
    const { container } = render(<Avatar user={{ avatarUrl: null, isCat: true }} size={48} alt="alice" />, {
      wrapper: wrap,
    });
    expect(container.querySelector('.avatar-ears')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.avatar-ear')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'alice' })).toBeTruthy();
    cleanup();
    const plain = render(<Avatar user={{ avatarUrl: null, isCat: false }} size={48} />, { wrapper: wrap });
    expect(plain.container.querySelector('.avatar-ears')).toBeNull();
  });

  it('shows the online status as a named dot only where asked (profiles and cards, not notes)', () => {
    const user = { avatarUrl: null, onlineStatus: 'online' as const };
    render(<Avatar user={user} size={48} indicator />, { wrapper: wrap });
    const dot = screen.getByRole('img', { name: 'Online now' });
    expect(dot.className).toContain('avatar-indicator-online');
    expect(dot.getAttribute('title')).toBe('Online now');
    cleanup();
    render(<Avatar user={{ ...user, onlineStatus: 'offline' }} size={48} indicator />, { wrapper: wrap });
    expect(screen.getByRole('img', { name: 'Offline' }).className).toContain('avatar-indicator-offline');
    cleanup();
    const quiet = render(<Avatar user={user} size={48} />, { wrapper: wrap });
    expect(quiet.container.querySelector('.avatar-indicator')).toBeNull();
  });

  it("comes still with the data saver's avatar part on: the avatar and its decorations through the media proxy's static variant", async () => {
    const user = { avatarUrl: 'https://a.example/files/cat.gif', avatarDecorations: [decoration] };
    const moving = render(<Avatar user={user} size={48} />, { wrapper: wrap });
    expect(moving.container.querySelector('.avatar-image')?.getAttribute('src')).toBe(user.avatarUrl);
    expect(moving.container.querySelector('.avatar-decoration')?.getAttribute('src')).toBe(decoration.url);
    cleanup();
    dataSaver = { ...dataSaver, avatar: true };
    const { container } = render(<Avatar user={user} size={48} />, { wrapper: wrap });
    const still = (url: string) => `https://a.example/proxy/static.webp?${new URLSearchParams({ url, static: '1' })}`;
    await waitFor(() =>
      expect(container.querySelector('.avatar-image')?.getAttribute('src')).toBe(still(user.avatarUrl)),
    );
    expect(container.querySelector('.avatar-decoration')?.getAttribute('src')).toBe(still(decoration.url));
    // No avatar: the fallback icon, which never moves.
    cleanup();
    const none = render(<Avatar user={{ avatarUrl: null }} size={48} />, { wrapper: wrap });
    expect(none.container.querySelector('.avatar-image')?.getAttribute('src')).toBe('/client-assets/icon.svg');
    dataSaver = { ...dataSaver, avatar: false };
  });
});
