import { describe, expect, it } from 'vitest';
import type { ContributionEntry, InterruptorContribution } from './contributions';
import { applyInterruptors } from './interruptors';

// Kinds of this test's own, declared as an extension declares its kinds in its api.ts.
declare module '@tessera/sdk' {
  interface InterruptorValues {
    testPost: { text: string };
    testView: { text: string } | null;
  }
}

const entry = (kind: InterruptorContribution['kind'], handle: (v: never) => unknown) =>
  ({ extensionId: 'x', item: { kind, handle } }) as unknown as ContributionEntry<InterruptorContribution>;

describe('applyInterruptors', () => {
  it('runs the interruptors of the kind in order, at once when they all answer at once', () => {
    const entries = [
      entry('testPost', (v: { text: string }) => ({ text: `${v.text}!` })),
      entry('testView', () => null),
      entry('testPost', (v: { text: string }) => ({ text: v.text.toUpperCase() })),
    ];
    expect(applyInterruptors(entries, 'testPost', { text: 'hi' })).toEqual({ text: 'HI!' });
  });

  it('goes on after one that answers later, and gives a promise then', async () => {
    const entries = [
      entry('testPost', async (v: { text: string }) => ({ text: `${v.text}?` })),
      entry('testPost', (v: { text: string }) => ({ text: `${v.text}!` })),
    ];
    const result = applyInterruptors(entries, 'testPost', { text: 'hi' });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual({ text: 'hi?!' });
  });
});
