import type { AddressPolicy } from '../drive/fetch-url';
import type { InstanceSettings } from '../settings';
import { deeplUrl, type Translation, translateWithDeepl } from './deepl';

/** The instance's translator: DeepL with the key and plan the control panel set. */
export class Translator {
  constructor(
    private readonly settings: () => InstanceSettings,
    private readonly addresses: AddressPolicy,
    /** The operator's DeepL-compatible endpoint (--deepl-endpoint), or null for DeepL's own. */
    private readonly endpoint: URL | null,
  ) {}

  /** Whether notes can be translated: an administrator set a DeepL key (meta's `translatorAvailable`). */
  available(): boolean {
    return this.settings().deeplAuthKey !== null;
  }

  /** Translates a text into a language (a locale such as ja-JP, or ja); null when no key is set. */
  translate(text: string, targetLang: string): Promise<Translation> | null {
    const { deeplAuthKey, deeplIsPro } = this.settings();
    if (deeplAuthKey === null) return null;
    return translateWithDeepl(
      { text, targetLang, authKey: deeplAuthKey, url: deeplUrl(deeplIsPro, this.endpoint) },
      this.addresses,
    );
  }
}
