import {
  type DeclarationValue,
  type ExtensionManifest,
  isCodeReference,
  moduleUrl,
  type RuntimeExtensionsData,
} from '@tessera/extension-manifest';
import type { ExtensionDefinition } from '@tessera/sdk';
import { DEFAULT_LOCALE } from '../../i18n/i18n';

type Loaded = Record<string, unknown>;

/** Imports a run-time extension's module once the page's shared modules are where it looks for them. */
async function importShared(url: string): Promise<{ default?: Loaded }> {
  // The page's modules are shared only once one is needed: none of this is in the first view.
  const { shareModules } = await import('./shared-modules');
  shareModules();
  return import(/* @vite-ignore */ url);
}

/** The value at a dotted path of the module's definition (`later.` reads its later contributions). */
async function codeAt(definition: Loaded, path: string): Promise<unknown> {
  const [head, ...rest] = path.split('.');
  let value: unknown = definition;
  if (head === 'later') {
    const later = definition.contributesLater as (() => Promise<{ default: unknown }>) | undefined;
    value = later ? (await later()).default : undefined;
  } else rest.unshift(head ?? '');
  for (const key of rest) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'function') throw new Error(`the module has no function at ${path}`);
  return value;
}

/**
 * A run-time extension's definition from its manifest: its declaration as it is, and each of its
 * functions standing for the module's own, which loads the module (once, with the page's shared
 * modules) and calls it. So, like a first-party extension, nothing of its code loads until a page,
 * widget, command or activation event of its needs it.
 */
export function runtimeDefinition(
  url: string,
  manifest: ExtensionManifest,
  lang: string,
  importModule: (url: string) => Promise<{ default?: Loaded }> = importShared,
): ExtensionDefinition {
  let module: Promise<Loaded> | null = null;
  const load = () => {
    module ??= importModule(url).then((loaded) => {
      if (!loaded.default) throw new Error(`${url} has no default export`);
      return loaded.default;
    });
    // A module that failed to load is asked for again next time (the network may be back).
    module.catch(() => {
      module = null;
    });
    return module;
  };
  const revive = (value: DeclarationValue): unknown => {
    if (isCodeReference(value)) {
      const path = value.$code;
      return async (...args: unknown[]) =>
        ((await codeAt(await load(), path)) as (...a: unknown[]) => unknown)(...args);
    }
    if (Array.isArray(value)) return value.map(revive);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
    return value;
  };
  const { contributesLater, contributes, ...rest } = manifest.declaration;
  const declared = (revive(contributes ?? {}) ?? {}) as NonNullable<ExtensionDefinition['contributes']>;
  // Its strings are locale contributions of its own: the host namespaces them by its id.
  const strings = [...new Set([lang, DEFAULT_LOCALE])]
    .filter((locale) => manifest.strings[locale])
    .map((locale) => ({ locale, strings: manifest.strings[locale] ?? {} }));
  const later = contributesLater === undefined ? undefined : revive(contributesLater);
  return {
    ...(revive(rest) as Partial<ExtensionDefinition>),
    id: manifest.id,
    title: manifest.title,
    description: manifest.description,
    version: manifest.version,
    sdk: manifest.sdk,
    contributes: { ...declared, to: { ...declared.to, locale: [...(declared.to?.locale ?? []), ...strings] } },
    ...(later === undefined
      ? {}
      : {
          contributesLater: () =>
            Promise.resolve({ default: later as NonNullable<ExtensionDefinition['contributes']> }),
        }),
  };
}

/** The installed run-time extensions as definitions, where each came from, and those refused. */
export function runtimeExtensions(
  data: RuntimeExtensionsData | null | undefined,
  lang: string,
): { definitions: ExtensionDefinition[]; sources: Map<string, string>; refused: RuntimeExtensionsData['refused'] } {
  const installed = data?.installed ?? [];
  return {
    definitions: installed.map(({ manifest }) => runtimeDefinition(moduleUrl(manifest), manifest, lang)),
    sources: new Map(installed.map(({ manifest, source }) => [manifest.id, source])),
    refused: data?.refused ?? [],
  };
}
