import { bindLate } from '../bind-first';
import { runEmojiExport, runEmojiImport } from '../emojis/emoji-archive';
import type { Services } from '../services';
import { runAntennaImport } from './antenna-import';
import { runExport } from './exports';
import { runImport } from './imports';

/**
 * Exports and imports of an account's data, and the custom emoji archive, run as background jobs:
 * `ctx.services.accountData`.
 */
export function accountDataOf(services: () => Services) {
  const late = bindLate(services);
  return {
    runExport: late(runExport),
    runImport: late(runImport),
    runAntennaImport: late(runAntennaImport),
    runEmojiExport: late(runEmojiExport),
    runEmojiImport: late(runEmojiImport),
  };
}

/** The account data jobs of an instance (see accountDataOf). */
export type AccountData = ReturnType<typeof accountDataOf>;
