import { describe, expect, it } from 'vitest';
import { chooseLayout } from './choose-layout';

describe('choosing the layout', () => {
  it('shows sharing and app authorisation without navigation', () => {
    expect(chooseLayout('/share?text=hi')).toBe('minimal');
    expect(chooseLayout('/miauth/abc')).toBe('minimal');
    expect(chooseLayout('/install-extensions')).toBe('minimal');
    expect(chooseLayout('/shared-things')).toBe('default');
  });

  it('lets ?zen force zen and ?ui choose, and uses the default otherwise', () => {
    expect(chooseLayout('/notes/1?zen')).toBe('zen');
    expect(chooseLayout('/?ui=zen')).toBe('zen');
    expect(chooseLayout('/?ui=default')).toBe('default');
    expect(chooseLayout('/?ui=nonsense')).toBe('default');
    expect(chooseLayout('/@alice')).toBe('default');
  });
});
