import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, errorOf, postNote, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';
import { AddressPolicy } from '../../drive/fetch-url';
import { defaultInstanceSettings } from '../../settings';
import { deeplUrl } from '../../translation/deepl';
import { Translator } from '../../translation/translator';

/** What the fake DeepL was asked. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
let deepl: Server;
let deeplBase: string;
const seen: Seen[] = [];
/** The status the fake DeepL answers with next (456: DeepL's quota exceeded). */
let nextStatus = 200;

beforeAll(async () => {
  deepl = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      response.statusCode = nextStatus;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          translations: [{ detected_source_language: 'EN', text: `[${form.get('target_lang')}] ${form.get('text')}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => deepl.listen(0, '127.0.0.1', () => resolve()));
  deeplBase = `http://127.0.0.1:${(deepl.address() as AddressInfo).port}`;
  instance = await startTestInstance({ deeplEndpoint: new URL(`${deeplBase}/v2/translate`) });
  people = await setUpPeople(instance);
});
afterAll(async () => {
  deepl.close();
  await instance.close();
});

const translate = (token: string, noteId: string, targetLang = 'ja-JP') =>
  instance.api<{ sourceLang: string; text: string } | null>('notes/translate', { noteId, targetLang }, token);

describe('notes/translate', () => {
  it('is unavailable, and meta says so, until an administrator sets a DeepL key', async () => {
    const { alice } = people;
    const meta = await instance.api<entities.MetaDetailed>('meta', {});
    expect(meta.body.translatorAvailable).toBe(false);
    const note = await postNote(instance, alice, { text: 'Hello' });
    const refused = await translate(alice, note.id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)).toMatchObject({ code: 'UNAVAILABLE', id: '50a70314-2d8a-431b-b433-efa5cc56444c' });
    expect(seen).toEqual([]);
  });

  it("sends the note's text to DeepL with the key in its header and answers the translation", async () => {
    const { alice, bob } = people;
    await instance.api('admin/update-meta', { deeplAuthKey: 'secret-key:fx', deeplIsPro: true }, alice);
    const admin = await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice);
    expect(admin.body).toMatchObject({ deeplAuthKey: 'secret-key:fx', deeplIsPro: true, translatorAvailable: true });
    expect((await instance.api<entities.MetaDetailed>('meta', {})).body.translatorAvailable).toBe(true);

    const note = await postNote(instance, alice, { text: 'Good **morning**' });
    const answer = await translate(bob, note.id, 'ja-JP');
    expect(answer).toEqual({ status: 200, body: { sourceLang: 'EN', text: '[ja] Good **morning**' } });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key secret-key:fx');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // The key goes in the header only (DeepL refuses it in the body since November 2025).
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ text: 'Good **morning**', target_lang: 'ja' });
  });

  it('answers nothing for a note without text, and refuses a missing or hidden note with their errors', async () => {
    const { alice, bob, carol } = people;
    const poll = await postNote(instance, alice, { poll: { choices: ['a', 'b'] } });
    const empty = await translate(alice, poll.id);
    expect(empty.status).toBe(204);
    const missing = await translate(alice, '0000000000');
    expect(errorOf(missing.body)).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: 'bea9b03f-36e0-49c5-a4db-627a029f8971',
    });
    const private_ = await postNote(instance, bob, { text: 'Followers only', visibility: 'followers' });
    const hidden = await translate(carol, private_.id);
    expect(errorOf(hidden.body)).toMatchObject({
      code: 'CANNOT_TRANSLATE_INVISIBLE_NOTE',
      id: 'ea29f2ca-c368-43b3-aaf1-5ac3e74bbe5d',
    });
    // alice follows bob, so she may.
    expect((await translate(alice, private_.id)).status).toBe(200);
  });

  it("refuses a caller whose role's canUseTranslator is off", async () => {
    const { alice, carol, ids } = people;
    const role = await createRole(instance, alice, {
      name: 'No translation',
      policies: { canUseTranslator: { value: false, priority: 0, useDefault: false } },
    });
    await instance.api('admin/roles/assign', { roleId: role.id, userId: ids.carol }, alice);
    const note = await postNote(instance, alice, { text: 'Hello' });
    const refused = await translate(carol, note.id);
    expect(errorOf(refused.body).code).toBe('UNAVAILABLE');
    await instance.api('admin/roles/unassign', { roleId: role.id, userId: ids.carol }, alice);
    expect((await translate(carol, note.id)).status).toBe(200);
  });

  it("answers an internal error when DeepL fails, and a visitor's call needs credentials", async () => {
    const { alice } = people;
    const note = await postNote(instance, alice, { text: 'Hello' });
    nextStatus = 456;
    const failed = await translate(alice, note.id);
    nextStatus = 200;
    expect(failed.status).toBe(500);
    expect(errorOf(failed.body).code).toBe('INTERNAL_ERROR');
    const visitor = await instance.api('notes/translate', { noteId: note.id, targetLang: 'ja' });
    expect(errorOf(visitor.body).code).toBe('CREDENTIAL_REQUIRED');
  });

  it('is off again once the key is emptied', async () => {
    const { alice } = people;
    await instance.api('admin/update-meta', { deeplAuthKey: '' }, alice);
    expect((await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice)).body.deeplAuthKey).toBeNull();
    expect((await instance.api<entities.MetaDetailed>('meta', {})).body.translatorAvailable).toBe(false);
  });
});

describe('the DeepL translator', () => {
  it("goes to DeepL Pro's or Free's API by the plan, or to the operator's endpoint", () => {
    expect(deeplUrl(true, null).href).toBe('https://api.deepl.com/v2/translate');
    expect(deeplUrl(false, null).href).toBe('https://api-free.deepl.com/v2/translate');
    expect(deeplUrl(false, new URL('http://deepl.test/v2/translate')).href).toBe('http://deepl.test/v2/translate');
  });

  it('does not call a private address the operator did not allow', async () => {
    const settings = { ...defaultInstanceSettings(), deeplAuthKey: 'k' };
    const translator = new Translator(() => settings, new AddressPolicy([]), new URL(`${deeplBase}/v2/translate`));
    const count = seen.length;
    await expect(translator.translate('Hello', 'en')).rejects.toMatchObject({ reason: 'private-address' });
    expect(seen.length).toBe(count);
  });
});
