import { describe, expect, it } from 'vitest';
import { takeOAuthRequest } from './oauth-request';

describe('the OAuth request in the page', () => {
  it('is null without a transaction, and read once with the transaction’s tag removed', () => {
    expect(takeOAuthRequest(document)).toBeNull();
    document.head.innerHTML = [
      '<meta name="misskey:oauth:transaction-id" content="tx123">',
      '<meta name="misskey:oauth:client-name" content=" Tide Tables ">',
      '<meta name="misskey:oauth:client-logo" content="javascript:alert(1)">',
      '<meta name="misskey:oauth:scope" content="read:account made:up write:notes">',
    ].join('');
    const request = takeOAuthRequest(document);
    expect(request).toEqual({
      transactionId: 'tx123',
      clientName: 'Tide Tables',
      clientLogo: null,
      scopes: ['read:account', 'write:notes'],
    });
    expect(document.querySelector('meta[name="misskey:oauth:transaction-id"]')).toBeNull();
    // A second reading in the same page load (the page mounted again) gets the same request.
    expect(takeOAuthRequest(document)).toBe(request);
  });
});
