import { describe, expect, it } from 'vitest';
import type { ContributionEntry, InterruptorContribution } from './contributions';
import { applyInterruptors } from './interruptors';

const entry = (kind: InterruptorContribution['kind'], handle: (v: never) => unknown) =>
  ({ extensionId: 'x', item: { kind, handle } }) as unknown as ContributionEntry<InterruptorContribution>;

describe('applyInterruptors', () => {
  it('runs the interruptors of the kind in order, at once when they all answer at once', () => {
    const entries = [
      entry('notePost', (v: { text: string }) => ({ text: `${v.text}!` })),
      entry('noteView', () => null),
      entry('notePost', (v: { text: string }) => ({ text: v.text.toUpperCase() })),
    ];
    expect(applyInterruptors(entries, 'notePost', { text: 'hi' })).toEqual({ text: 'HI!' });
  });

  it('goes on after one that answers later, and gives a promise then', async () => {
    const entries = [
      entry('notePost', async (v: { text: string }) => ({ text: `${v.text}?` })),
      entry('notePost', (v: { text: string }) => ({ text: `${v.text}!` })),
    ];
    const result = applyInterruptors(entries, 'notePost', { text: 'hi' });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual({ text: 'hi?!' });
  });
});
