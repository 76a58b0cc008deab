import type { TesseraHost } from '@tessera/sdk';

/** Where Misskey keeps one's best per mode, so a best made there counts here too. */
const where = (mode: string) => ({ scope: ['dropAndFusionGame'], key: `highScore:${mode}` });

/** One's best in a mode, or null before the first game (the registry's NO_SUCH_KEY). */
export async function loadHighScore(host: TesseraHost, mode: string): Promise<number | null> {
  try {
    const value = await host.api.call('i/registry/get', where(mode));
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'NO_SUCH_KEY') return null;
    throw error;
  }
}

export async function saveHighScore(host: TesseraHost, mode: string, score: number): Promise<void> {
  await host.api.call('i/registry/set', { ...where(mode), value: score });
}
