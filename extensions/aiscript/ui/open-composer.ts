import type { TesseraHost } from '@tessera/sdk';
import type { ComposerOptions } from '../../composer/api';

/** The composer's starting fields from an AiScript post form ({ text, cw, visibility, localOnly }). */
export function composerOptionsOf(form: unknown): ComposerOptions {
  const { text, cw, visibility, localOnly } = (typeof form === 'object' && form !== null ? form : {}) as Record<
    string,
    unknown
  >;
  return {
    ...(typeof text === 'string' ? { initialText: text } : {}),
    ...(typeof cw === 'string' ? { initialCw: cw } : {}),
    ...(visibility === 'public' || visibility === 'home' || visibility === 'followers' || visibility === 'specified'
      ? { initialVisibility: visibility }
      : {}),
    ...(typeof localOnly === 'boolean' ? { initialLocalOnly: localOnly } : {}),
  };
}

/** Opens the composer with an AiScript post form's fields (Ui:C:postFormButton). */
export async function openComposerWith(host: TesseraHost, form: unknown): Promise<void> {
  if (host.commands.has('composer.open')) await host.commands.execute('composer.open', composerOptionsOf(form));
}
