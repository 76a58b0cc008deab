import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { addIcons, ICON_PATHS } from './icons';
import { LATER_ICONS } from './icons-later';

afterEach(cleanup);

const pathOf = (container: HTMLElement) => container.querySelector('path')?.getAttribute('d');

describe('the icons the first view does not draw', () => {
  it('are not in the first view’s table, and draw once the later icons have loaded', async () => {
    expect(ICON_PATHS.warning).toBeUndefined();
    // An extension's own icon of a name the kit has for later keeps its own path.
    addIcons({ mail: 'M1 1h2' });
    const { container } = render(<Icon name="warning" label="Warning" />);
    await waitFor(() => expect(pathOf(container)).toBe(LATER_ICONS.warning));
    expect(ICON_PATHS.mail).toBe('M1 1h2');
    expect(ICON_PATHS.error).toBe(LATER_ICONS.error);
  });

  it('draw a first-view icon at once, and a name nobody knows as a dot', async () => {
    expect(pathOf(render(<Icon name="home" />).container)).toBe(ICON_PATHS.home);
    const { container } = render(<Icon name="no-such-icon" />);
    await waitFor(() => expect(pathOf(container)).toBe('M12 11.5v1'));
  });
});
