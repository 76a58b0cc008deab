import { useI18n } from '@tessera/sdk';

/** The auth extension's strings. */
export function useAuthT(): (key: string, params?: Record<string, string>) => string {
  const i18n = useI18n();
  return (key, params) => i18n.t(`auth.${key}`, params);
}
