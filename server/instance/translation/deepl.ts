import type { AddressPolicy } from '../drive/fetch-url';
import { postCapped } from '../drive/post-url';

/** DeepL's API for paid keys and for free keys (Misskey's choice by the `deeplIsPro` setting). */
const DEEPL_PRO = 'https://api.deepl.com/v2/translate';
const DEEPL_FREE = 'https://api-free.deepl.com/v2/translate';

/** A translation as notes/translate answers it. */
export interface Translation {
  /** The language DeepL detected, as it names it (EN, JA…). */
  sourceLang: string;
  text: string;
}

/** Where a translation goes: the operator's DeepL-compatible endpoint if given, else DeepL Pro or Free. */
export function deeplUrl(isPro: boolean, override: URL | null): URL {
  return override ?? new URL(isPro ? DEEPL_PRO : DEEPL_FREE);
}

/**
 * The target language DeepL is asked for: the language part of a locale (ja-JP → ja), as Misskey
 * sends it.
 */
export function deeplTargetLang(targetLang: string): string {
  return targetLang.split('-')[0] ?? targetLang;
}

/**
 * Translates a text with DeepL (the key in the Authorization header, as DeepL requires since its
 * November 2025 change), through the address policy. Fails on any answer that is not a
 * translation.
 */
export async function translateWithDeepl(
  request: { text: string; targetLang: string; authKey: string; url: URL },
  policy: AddressPolicy,
): Promise<Translation> {
  const form = new URLSearchParams({ text: request.text, target_lang: deeplTargetLang(request.targetLang) });
  const answer = await postCapped(
    request.url,
    { data: Buffer.from(form.toString()), type: 'application/x-www-form-urlencoded' },
    { Authorization: `DeepL-Auth-Key ${request.authKey}`, Accept: 'application/json, */*' },
    policy,
    { maxBytes: 1024 * 1024, timeoutMs: 10_000 },
  );
  if (answer.status !== 200) throw new Error(`DeepL answered ${answer.status}`);
  const first = (JSON.parse(answer.data.toString('utf8')) as { translations?: unknown[] }).translations?.[0];
  if (!isDeeplTranslation(first)) throw new Error('DeepL answered without a translation');
  return { sourceLang: first.detected_source_language, text: first.text };
}

function isDeeplTranslation(value: unknown): value is { detected_source_language: string; text: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { detected_source_language: lang, text } = value as Record<string, unknown>;
  return typeof lang === 'string' && typeof text === 'string';
}
