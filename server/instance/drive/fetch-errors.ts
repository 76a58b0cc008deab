/** Why a URL was not fetched. */
export class UrlFetchError extends Error {
  constructor(
    message: string,
    readonly reason: 'private-address' | 'too-big' | 'status' | 'protocol' | 'network',
  ) {
    super(message);
  }
}
