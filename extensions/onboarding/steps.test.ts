import { describe, expect, it } from 'vitest';
import { resumeStep, startingStep, WIZARD_FINISHED, WIZARD_STEPS, withPending } from './steps';

describe('the setup wizard’s stored step', () => {
  it('opens only for a step in progress', () => {
    expect(resumeStep(null)).toBeNull();
    expect(resumeStep(WIZARD_FINISHED)).toBeNull();
    expect(resumeStep(0)).toBe(0);
    expect(resumeStep(3)).toBe(3);
  });

  it('starts again from the first step for a step it does not have', () => {
    expect(resumeStep(WIZARD_STEPS.length)).toBe(0);
    expect(resumeStep(1.5)).toBeNull();
  });

  it('starts for an account signed up on this device, never for one that never saw it', () => {
    expect(startingStep(null, true)).toBe(0);
    expect(startingStep(null, false)).toBeNull();
    // Finished or in progress elsewhere: what is stored stays.
    expect(startingStep(WIZARD_FINISHED, true)).toBe(WIZARD_FINISHED);
    expect(startingStep(2, false)).toBe(2);
  });

  it('lists a signed-up account once', () => {
    expect(withPending([], 'a')).toEqual(['a']);
    expect(withPending(['a'], 'a')).toEqual(['a']);
  });
});
