import { ApiError } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import KERNEL_STRINGS_EN from '../locales/en-US.json';
import { describeApiError } from './describe-error';

const i18n = createI18n('en-US', { current: KERNEL_STRINGS_EN, fallback: KERNEL_STRINGS_EN });
const err = (code: string, id = 'some-id', message = 'Server said no.') =>
  new ApiError({ code, id, message }, 400, 'notes/create');
const describeIt = (e: unknown, custom?: Parameters<typeof describeApiError>[2]) =>
  describeApiError(e, i18n, custom, () => new Date('2026-01-02T03:04:05Z'));

// Spec 001 section 8, the error catalogue.
describe('API error presentation', () => {
  it('INTERNAL_ERROR: internal server error, with details to copy (endpoint, info, date)', () => {
    const p = describeIt(
      new ApiError({ code: 'INTERNAL_ERROR', id: 'x', message: 'm', info: { e: 1 } }, 500, 'drive/files/create'),
    );
    expect(p.title).toBe('Internal server error');
    expect(JSON.parse(p.copyInfo ?? '')).toEqual({
      endpoint: 'drive/files/create',
      info: { e: 1 },
      date: '2026-01-02T03:04:05.000Z',
    });
  });

  it('RATE_LIMIT_EXCEEDED, INVALID_PARAM and ROLE_PERMISSION_DENIED have their own texts', () => {
    expect(describeIt(err('RATE_LIMIT_EXCEEDED')).text).toMatch(/cannot do this right now/);
    expect(describeIt(err('INVALID_PARAM')).title).toBe('Invalid request');
    expect(describeIt(err('ROLE_PERMISSION_DENIED')).title).toBe('Not allowed');
  });

  it('codes starting with TOO_MANY say you cannot create more, with the error id', () => {
    const p = describeIt(err('TOO_MANY_CLIPS', 'clip-limit-id'));
    expect(p.text).toContain('cannot create any more');
    expect(p.text).toContain('clip-limit-id');
  });

  it("Misskey's sign-in limit (TOO_MANY_AUTHENTICATION_FAILURES) says to wait, not that nothing more can be made", () => {
    const p = describeIt(
      new ApiError(
        {
          code: 'TOO_MANY_AUTHENTICATION_FAILURES',
          id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
          message: 'Too many failed attempts to sign in. Try again later.',
        },
        429,
        'signin-flow',
      ),
    );
    expect(p.title).toBe('Too many sign-in attempts');
    expect(p.text).toMatch(/tried to sign in too often/);
    expect(p.text).not.toContain('cannot create any more');
    // Misskey's other TOO_MANY codes are limits on making more.
    for (const code of ['TOO_MANY_ANTENNAS', 'TOO_MANY_CLIPS', 'TOO_MANY_DRAFTS', 'TOO_MANY_WEBHOOKS'])
      expect(describeIt(err(code)).text).toContain('cannot create any more');
  });

  it("before the kernel's later strings have come, an answer shows the server's message and id, and asks for them", () => {
    const loads: string[] = [];
    const early = { ...i18n, hasStrings: () => false, loadStrings: async (id: string) => void loads.push(id) };
    const limited = describeApiError(err('RATE_LIMIT_EXCEEDED', 'rate-id', 'Rate limit exceeded.'), early);
    expect(limited).toEqual({ title: 'Error', text: 'Rate limit exceeded. (error id: rate-id)' });
    expect(loads).toEqual(['kernel']);
    // An internal error keeps its details to copy; a network error's text is in the first table.
    expect(describeApiError(err('INTERNAL_ERROR'), early).copyInfo).toContain('notes/create');
    expect(describeApiError(err('NETWORK_ERROR'), early).title).toBe(describeIt(err('NETWORK_ERROR')).title);
  });

  it('an unreadable answer reads as an unexpected answer', () => {
    expect(describeIt(err('INVALID_RESPONSE')).title).toBe('Unexpected answer');
  });

  it('a custom text for the error id wins; otherwise the message with the id', () => {
    expect(describeIt(err('NO_SUCH_NOTE', 'abc'), { abc: { title: 'Gone', text: 'The note was deleted.' } })).toEqual({
      title: 'Gone',
      text: 'The note was deleted.',
    });
    expect(describeIt(err('NO_SUCH_NOTE', 'abc')).text).toBe('Server said no. (error id: abc)');
  });
});

describe('i18n core', () => {
  it('fills placeholders and falls back to en-US, then to the key', () => {
    const ja = createI18n('ja-JP', {
      current: { 'a.hello': 'こんにちは {name}' },
      fallback: { 'a.hello': 'Hello {name}', 'a.only': 'Only English' },
    });
    expect(ja.t('a.hello', { name: 'Ai' })).toBe('こんにちは Ai');
    expect(ja.t('a.only')).toBe('Only English');
    expect(ja.t('a.missing')).toBe('a.missing');
    expect(ja.t('a.hello', {})).toBe('こんにちは {name}');
  });
});
