import { describe, expect, it } from 'vitest';
import { interpreterFor, isSupportedPluginVersion, languageVersion } from './language-version';

describe('the language version annotation (spec 001 section 9)', () => {
  it('reads the version of the first line', () => {
    expect(languageVersion('/// @ 0.19.0\n<: 1')).toBe('0.19.0');
    expect(languageVersion('  ///@1.2.1\n')).toBe('1.2.1');
    expect(languageVersion('<: 1\n/// @ 0.19.0')).toBeNull();
    expect(languageVersion('')).toBeNull();
  });

  it('lets plugins say 0.12.0 or later only', () => {
    for (const version of ['0.12.0', '0.19.0', '1.0.0', '1.2.1', 'v0.13', '2']) {
      expect(isSupportedPluginVersion(version)).toBe(true);
    }
    for (const version of ['0.11.1', '0.0.1', '0.12.0-rc.1', 'next']) {
      expect(isSupportedPluginVersion(version)).toBe(false);
    }
  });

  it('runs 0.x scripts on 0.19 and 1.x ones on the current AiScript, whoever runs them', () => {
    for (const kind of ['plugin', 'play', 'own'] as const) {
      expect(interpreterFor(kind, '0.12.0')).toBe('legacy');
      expect(interpreterFor(kind, '0.19.0')).toBe('legacy');
      expect(interpreterFor(kind, '1.0.0')).toBe('current');
      expect(interpreterFor(kind, '1.2.1')).toBe('current');
    }
  });

  it('runs a Play without annotation, or below 1.0.0, on 0.19, as Misskey does', () => {
    expect(interpreterFor('play', null)).toBe('legacy');
    expect(interpreterFor('play', '0.0.1')).toBe('legacy');
    expect(interpreterFor('play', '1.0.0-beta')).toBe('legacy');
    // A version Misskey cannot compare runs on the current AiScript.
    expect(interpreterFor('play', 'next')).toBe('current');
  });

  it('runs the scratchpad and widgets without annotation on the current AiScript, as Misskey does', () => {
    expect(interpreterFor('own', null)).toBe('current');
    expect(interpreterFor('own', '0.0.1')).toBe('legacy');
  });
});
