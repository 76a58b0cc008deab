import type { entities } from 'misskey-js';
import { AccountStore } from '../kernel/accounts/account-store';
import { EarlyAccountCheck } from '../kernel/accounts/early-account-check';
import { KernelApiClient } from '../kernel/api/api-client';
import { EarlyCalls, rememberedFiles, startAddress } from '../kernel/api/early-calls';
import { buildOf, preloadFiles } from '../kernel/api/first-view-files';
import type { EndpointName } from '../sdk/api';
import { fetchMeta } from './fetch-meta';
import { detectLocale, preloadTable, type StartedLocale, startLocale } from './load-locale';

/**
 * What the page asks for before anything renders: the account check, what the last start of this
 * address asked for first (its timeline page), the strings, the metadata.
 */
export interface BootRequests {
  accountCheck: EarlyAccountCheck | null;
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
  const api = new KernelApiClient({ origin: '', token: () => account?.token ?? null });
  const navigator = win.navigator;
  const address = startAddress(win.location);
  const accountCheck = account ? EarlyAccountCheck.of(account, api) : null;
  const earlyCalls = EarlyCalls.start(win.localStorage, address, account, (endpoint, params) =>
    api.call(endpoint as EndpointName, params as never),
  );
  // The files the last start of this address waited for, before anything asks for them.
  const build = buildOf(win.document);
  if (build) preloadFiles(win.document, rememberedFiles(win.localStorage, address, account, build), preloadTable);
  return {
    accountCheck,
    earlyCalls,
    locale: startLocale(detectLocale(win.localStorage, navigator.languages ?? [navigator.language])),
    meta: fetchMeta(),
  };
}
