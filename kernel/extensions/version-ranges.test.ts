import { defineExtension, SDK_VERSION } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { planActivation } from './activation-order';
import { checkSdkVersion } from './sdk-version';

// The host reads version ranges with the `semver` package: an extension's `sdk` range against
// SDK_VERSION, and a `requires` range ('notes@^1.2.0') against the required extension's `version`.
describe('version ranges', () => {
  const notesAt = (version: string) => defineExtension({ id: 'notes', title: 'Notes', version });
  const fan = (range: string) => defineExtension({ id: 'fan', title: 'Fan', requires: [`notes@${range}`] });
  const starts = (version: string, range: string) => !planActivation([notesAt(version), fan(range)]).broken.has('fan');

  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['1.4.2', '1.x', true],
    ['1.4.2', '1.4.2', true],
    ['1.4.3', '1.4.2', false],
    ['1.0.0', '*', true],
    // A pre-release satisfies only a range that names one of its own version.
    ['2.0.0-beta.1', '^1.0.0', false],
    ['1.3.0-rc.1', '^1.2.0', false],
    ['1.3.0-rc.2', '^1.3.0-rc.1', true],
    ['garbage', '^1.0.0', false],
  ])('an extension at %s meets a requirement of %s: %s', (version, range, expected) => {
    expect(starts(version, range)).toBe(expected);
  });

  it("names the required version and the installed one when a requirement's range is not met", () => {
    expect(planActivation([notesAt('1.4.0'), fan('^2.0.0')]).broken.get('fan')).toBe(
      "extension 'fan' requires 'notes' ^2.0.0, but this build has version 1.4.0",
    );
  });

  it('takes an extension built for this major version of the SDK, and refuses one built for the next', () => {
    const major = Number(SDK_VERSION.split('.')[0]);
    expect(() => checkSdkVersion(defineExtension({ id: 'a', title: 'A', sdk: `^${major}.0.0` }))).not.toThrow();
    expect(() => checkSdkVersion(defineExtension({ id: 'a', title: 'A', sdk: `>=${SDK_VERSION}` }))).not.toThrow();
    expect(() => checkSdkVersion(defineExtension({ id: 'a', title: 'A', sdk: `^${major + 1}.0.0` }))).toThrow(
      `built for the SDK ^${major + 1}.0.0, but this build of Tessera provides the SDK ${SDK_VERSION}; update the extension`,
    );
  });
});
