import { describe, expect, it } from 'vitest';
import type { WidgetContribution } from '../contributions';
import { widgetsByName } from './widget-names';

const widget = (name: string, formerNames?: string[]) =>
  ({
    item: {
      name,
      title: name,
      component: async () => ({ default: () => null }),
      ...(formerNames ? { formerNames } : {}),
    },
  }) as { item: WidgetContribution };

describe('widgetsByName', () => {
  it("finds a widget by a name it had before: a layout's Ai-chan saved as `ai` is Misskey's `aichan`", () => {
    const aichan = widget('aichan', ['ai']);
    const byName = widgetsByName([widget('clock'), aichan]);
    expect(byName.get('ai')).toBe(aichan);
    expect(byName.get('aichan')).toBe(aichan);
    expect(byName.get('toString')).toBeUndefined();
  });

  it("lets a widget's current name win over another's former one", () => {
    const clock = widget('clock');
    expect(widgetsByName([widget('timer', ['clock']), clock]).get('clock')).toBe(clock);
  });
});
