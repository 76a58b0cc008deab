import type { entities } from 'misskey-js';
import { AccountStore } from '../kernel/accounts/account-store';
import { EarlyCalls, startAddress } from '../kernel/api/early-calls';
import { currentBuild, preloadStartFiles, rememberedFiles } from '../kernel/api/early-files';
import { JSON_HEADERS, postApi } from '../kernel/api/post-api';
import { fetchMeta } from './fetch-meta';
import { detectLocale, type StartedLocale, startLocale } from './load-locale';

/**
 * What the page asks for before anything renders: the account check and what the last start of
 * this address asked for first (its timeline page) and loaded (its page's code), the strings, the
 * metadata.
 */
export interface BootRequests {
  earlyCalls: EarlyCalls;
  locale: StartedLocale;
  meta: Promise<entities.MetaDetailed>;
}

/**
 * Sends the page's first requests at once (none waits for another's round trip, nor for the
 * kernel or React): the small early entry (early.ts) calls this as soon as it arrives.
 */
export function startBootRequests(win: Window = window): BootRequests {
  const account = new AccountStore(win.localStorage).current(win.location.host);
  const address = startAddress(win.location);
  const earlyCalls = EarlyCalls.start(win.localStorage, address, account, (endpoint, body) =>
    postApi(fetch, '', endpoint, body, { ...JSON_HEADERS }),
  );
  const navigator = win.navigator;
  const lang = detectLocale(win.localStorage, navigator.languages ?? [navigator.language]);
  // Signed in at '/', the first view is the home timeline: its strings come in the home table.
  const locale = startLocale(lang, account !== null && win.location.pathname === '/');
  // The first page's code, stylesheets and strings, as the last start of this address loaded them.
  const files = rememberedFiles(win.localStorage, address, account, currentBuild(win.document));
  if (files) {
    preloadStartFiles(win.document, files, (name) => {
      locale.extensionStrings.load(name).catch(() => {}); // the kernel's own ask reports a failure
    });
  }
  return { earlyCalls, locale, meta: fetchMeta() };
}
