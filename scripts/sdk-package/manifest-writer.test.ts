import { describe, expect, it } from 'vitest';
import { DeclarationError, declarationData } from './manifest-writer';

describe('an extension declaration as manifest data', () => {
  it('keeps data and turns each function into a reference to it by its path', () => {
    const data = declarationData(
      {
        contributes: {
          routes: [{ path: '/weather', page: () => Promise.resolve({}) }],
          menu: { main: [{ id: 'weather', title: 'menu', to: '/weather', run: () => undefined }] },
        },
        main: () => Promise.resolve({}),
        skipped: undefined,
      },
      '',
    );
    expect(data).toEqual({
      contributes: {
        routes: [{ path: '/weather', page: { $code: 'contributes.routes.0.page' } }],
        menu: {
          main: [{ id: 'weather', title: 'menu', to: '/weather', run: { $code: 'contributes.menu.main.0.run' } }],
        },
      },
      main: { $code: 'main' },
    });
  });

  it('refuses a function that must answer at once, saying to register that item from main', () => {
    expect(() => declarationData({ menu: { main: [{ id: 'x', visible: () => true }] } }, '')).toThrow(
      /menu\.main\.0\.visible is a function that must answer at once.*register that item from main/,
    );
    expect(() => declarationData({ points: [{ name: 'p', functions: { visible: () => false } }] }, '')).toThrow(
      DeclarationError,
    );
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => declarationData({ when: new Date(0) }, '')).toThrow('when is [object Date]');
    expect(() => declarationData({ ratio: Number.NaN }, '')).toThrow('ratio is NaN');
  });
});
