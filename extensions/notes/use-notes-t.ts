import { useI18n } from '@tessera/sdk';

/** The notes extension's strings. */
export function useNotesT(): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useI18n();
  return (key, params) => i18n.t(`notes.${key}`, params);
}
