/** How a registry domain sits in an address: '@' for this client's own (null), else the name. */
export const domainSegment = (domain: string | null) => (domain === null ? '@' : encodeURIComponent(domain));

/** The domain an address names. */
export const domainOf = (segment: string | undefined) => (!segment || segment === '@' ? null : segment);

/** A scope as an address's path, and back. */
export const scopePath = (scope: readonly string[]) => scope.map(encodeURIComponent).join('/');
export const scopeOf = (path: string | undefined) => (path ? path.split('/').filter(Boolean) : []);

/** The domain and scope as an endpoint's parameters (no domain for the client's own). */
export const registryParams = (domain: string | null, scope: readonly string[]) => ({
  scope: [...scope],
  ...(domain !== null ? { domain } : {}),
});
