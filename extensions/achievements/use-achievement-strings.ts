import { useExtensionStrings } from '@tessera/sdk';
import type { AchievementInfo } from './catalogue';

/** An achievement's title and description in the reader's language ('???' for a secret one still locked). */
export function useAchievementText(): (
  info: AchievementInfo,
  locked?: boolean,
) => { title: string; description: string } {
  const t = useExtensionStrings('achievements');
  return (info, locked = false) => {
    if (locked && info.secret) return { title: t('secret'), description: t('secretDescription') };
    const params: Record<string, string> = info.count === undefined ? {} : { n: info.count.toLocaleString() };
    return { title: t(`a.${info.key}.title`, params), description: t(`a.${info.key}.description`, params) };
  };
}
