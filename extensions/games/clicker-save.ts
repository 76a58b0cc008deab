import type { TesseraHost } from '@tessera/sdk';

/** The clicker's progress, as Misskey keeps it in the registry (scope clickerGame, key saveData). */
export interface ClickerSave {
  gameVersion: number;
  cookies: number;
  totalCookies: number;
  totalHandmadeCookies: number;
  clicked: number;
}

const WHERE = { scope: ['clickerGame'], key: 'saveData' };

/** A save of any version brought up to the current one (version 1 had only cookies and clicks). */
export function upgradeSave(value: unknown): ClickerSave {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Partial<ClickerSave>;
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0);
  const cookies = num(data.cookies);
  return {
    gameVersion: 2,
    cookies,
    totalCookies: Math.max(num(data.totalCookies), cookies),
    totalHandmadeCookies: Math.max(num(data.totalHandmadeCookies), cookies),
    clicked: num(data.clicked),
  };
}

/** The saved progress, or a fresh game when there is none yet (the registry's NO_SUCH_KEY). */
export async function loadClicker(host: TesseraHost): Promise<ClickerSave> {
  try {
    return upgradeSave(await host.api.call('i/registry/get', WHERE));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'NO_SUCH_KEY') return upgradeSave(null);
    throw error;
  }
}

/** Stores the progress. */
export async function saveClicker(host: TesseraHost, save: ClickerSave): Promise<void> {
  await host.api.call('i/registry/set', { ...WHERE, value: save });
}
