import type { Account, Readable, Viewer } from '@tessera/sdk';

/**
 * Who is using the client, as the host's `viewer`: the signed-in account's flags and policies, or
 * a visitor's. A visitor's policies are the base role's, which the server's metadata carries: they
 * are asked for once, when a visitor is first looked at. The object handed out stays the same until
 * the account or the visitor's policies change, so components can compare it by identity.
 */
export function createViewer(
  /** The active account, or null for a visitor. */
  accounts: Readable<Account | null>,
  /** The server's metadata (called at most once, the first time a visitor is looked at). */
  instanceMeta: () => Promise<{ policies?: Viewer['policies'] }>,
): Readable<Viewer> {
  let cached: { account: unknown; visitor: unknown; viewer: Viewer } | null = null;
  let visitorPolicies: Viewer['policies'] = {};
  let askedForVisitorPolicies = false;
  const visitorListeners = new Set<() => void>();
  return {
    get: () => {
      const account = accounts.get();
      if (!account && !askedForVisitorPolicies) {
        askedForVisitorPolicies = true;
        instanceMeta().then(
          (meta) => {
            visitorPolicies = meta.policies ?? {};
            for (const listener of visitorListeners) listener();
          },
          () => {}, // without the metadata a visitor is offered only what needs no policy
        );
      }
      if (cached?.account !== account || cached.visitor !== visitorPolicies) {
        const info = account?.info;
        cached = {
          account,
          visitor: visitorPolicies,
          viewer: {
            signedIn: account !== null,
            isAdmin: info?.isAdmin ?? false,
            isModerator: info?.isModerator ?? false,
            userId: account?.id ?? null,
            policies: account ? (info?.policies ?? {}) : visitorPolicies,
            pinnedNoteIds: info?.pinnedNoteIds ?? [],
          },
        };
      }
      return cached.viewer;
    },
    subscribe: (listener) => {
      visitorListeners.add(listener);
      const stop = accounts.subscribe(listener);
      return () => {
        visitorListeners.delete(listener);
        stop();
      };
    },
  };
}
