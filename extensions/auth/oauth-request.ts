import { knownPermissions, webUrl } from './miauth-request';

/** What the server put in the page for /oauth/authorize: the transaction and what the app asks. */
export interface OAuthRequest {
  transactionId: string;
  clientName: string | null;
  clientLogo: string | null;
  scopes: string[];
}

/** The meta tags' names, as Misskey's server writes them. */
const META = 'misskey:oauth:';

let taken: OAuthRequest | null = null;

/**
 * Reads the OAuth request from the page's meta tags, once: the transaction's tag is removed as
 * Misskey's page removes it (it must not outlive the page it was made for), so later readings in
 * the same page load come from here. Null when the page carries no request.
 */
export function takeOAuthRequest(doc: Document): OAuthRequest | null {
  if (taken) return taken;
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${META}${name}"]`);
  const transaction = read('transaction-id');
  if (!transaction?.content) return null;
  transaction.remove();
  taken = {
    transactionId: transaction.content,
    clientName: read('client-name')?.content.trim() || null,
    clientLogo: webUrl(read('client-logo')?.content ?? null),
    scopes: knownPermissions((read('scope')?.content ?? '').split(' ')),
  };
  return taken;
}

/**
 * Sends the person's decision as Misskey's consent page does: a form posted to /oauth/decision
 * with the transaction and the account's own token (cancel for Deny), so the server's answer
 * takes the browser back to the app.
 */
export function postOAuthDecision(doc: Document, request: OAuthRequest, loginToken: string, allow: boolean): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = '/oauth/decision';
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  const fields: [string, string][] = [
    ['login_token', loginToken],
    ['transaction_id', request.transactionId],
    ...(allow ? [] : ([['cancel', 'cancel']] as [string, string][])),
  ];
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
