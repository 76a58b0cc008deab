import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  errorOf,
  postNote,
  setUpPeople,
  startTestInstance,
  type TestInstance,
  uploadFile,
} from '../../../../testing';
import type { OutboxEntry } from '../../../mail/mailer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('admin/drive/cleanup', () => {
  it('deletes stored bytes no file refers to and the files of deleted accounts, and keeps the rest', async () => {
    const { alice, bob, carol, ids } = people;
    const kept = (await uploadFile(instance, bob, PNG, { name: 'kept.png' })).body;
    const gone = (await uploadFile(instance, carol, Buffer.concat([PNG, Buffer.from('x')]), { name: 'c.png' })).body;
    const filesDir = join(instance.dataDir, 'files');
    writeFileSync(join(filesDir, 'stray-upload.png'), PNG);
    // Carol's account is marked deleted, her files not erased yet (the background job's part).
    const db = new Database(join(instance.dataDir, 'tessera.db'));
    db.prepare('UPDATE users SET is_deleted = 1 WHERE id = ?').run(ids.carol);
    db.close();

    expect((await instance.api('admin/drive/cleanup', {}, bob)).status).toBe(403);
    expect((await instance.api('admin/drive/cleanup', {}, alice)).status).toBe(204);
    expect(existsSync(join(filesDir, 'stray-upload.png'))).toBe(false);
    const show = (fileId: string) => instance.api<entities.DriveFile>('admin/drive/show-file', { fileId }, alice);
    expect((await show(kept.id)).status).toBe(200);
    expect((await show(gone.id)).status).toBe(400);
    expect(readdirSync(filesDir).length).toBeGreaterThan(0);
    expect((await fetch(kept.url)).status).toBe(200);
  });
});

describe('admin/get-index-stats', () => {
  it('lists the indexes with their table (as Misskey), definition and size, for administrators only', async () => {
    const { alice, bob } = people;
    const stats = (
      await instance.api<(entities.AdminGetIndexStatsResponse[number] & { size: number; indexdef: string | null })[]>(
        'admin/get-index-stats',
        {},
        alice,
      )
    ).body;
    const index = stats.find((s) => s.indexname === 'drive_files_user');
    expect(index).toMatchObject({ tablename: 'drive_files', size: expect.any(Number) });
    expect(index?.indexdef).toMatch(/CREATE INDEX drive_files_user/);
    expect((await instance.api('admin/get-index-stats', {}, bob)).status).toBe(403);
    const withIt = await appToken(instance, alice, ['read:admin:index-stats']);
    expect((await instance.api('admin/get-index-stats', {}, withIt)).status).toBe(200);
  });
});

describe('admin/send-email', () => {
  it('sends the text through the instance mail, its HTML part escaped', async () => {
    const { alice, bob } = people;
    const body = { to: 'someone@example.com', subject: 'Hello', text: 'Line <b>one</b>\nline two' };
    expect((await instance.api('admin/send-email', body, bob)).status).toBe(403);
    expect(errorOf((await instance.api('admin/send-email', { to: 'x@example.com' }, alice)).body).code).toBe(
      'INVALID_PARAM',
    );
    expect((await instance.api('admin/send-email', body, alice)).status).toBe(204);
    const dir = join(instance.dataDir, 'outbox');
    await expect
      .poll(() => readdirSync(dir).map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as OutboxEntry))
      .toContainEqual(
        expect.objectContaining({
          to: 'someone@example.com',
          subject: 'Hello',
          text: body.text,
          html: 'Line &lt;b&gt;one&lt;/b&gt;<br>line two',
        }),
      );
  });
});

describe('admin/promo/create and promo/read', () => {
  it('promotes a note once, and marks it read for a user once', async () => {
    const { alice, bob } = people;
    const note = await postNote(instance, bob, { text: 'buy this' });
    const expiresAt = Date.now() + 86_400_000;
    expect((await instance.api('admin/promo/create', { noteId: note.id, expiresAt }, bob)).status).toBe(403);
    expect((await instance.api('admin/promo/create', { noteId: note.id, expiresAt }, alice)).status).toBe(204);
    const again = await instance.api('admin/promo/create', { noteId: note.id, expiresAt }, alice);
    expect(errorOf(again.body)).toMatchObject({ code: 'ALREADY_PROMOTED', id: 'ae427aa2-7a41-484f-a18c-2c1104051604' });
    const missing = await instance.api('admin/promo/create', { noteId: '0000000000', expiresAt }, alice);
    expect(errorOf(missing.body)).toMatchObject({ code: 'NO_SUCH_NOTE', id: 'ee449fbe-af2a-453b-9cae-cf2fe7c895fc' });

    expect((await instance.api('promo/read', { noteId: note.id })).status).toBe(401);
    expect((await instance.api('promo/read', { noteId: note.id }, bob)).status).toBe(204);
    expect((await instance.api('promo/read', { noteId: note.id }, bob)).status).toBe(204);
    const unknown = await instance.api('promo/read', { noteId: '0000000000' }, bob);
    expect(errorOf(unknown.body)).toMatchObject({ code: 'NO_SUCH_NOTE', id: 'd785b897-fcd3-4fe9-8fc3-b85c26e6c932' });
    const db = new Database(join(instance.dataDir, 'tessera.db'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM promo_reads WHERE note_id = ?').get(note.id)).toEqual({ n: 1 });
    expect(db.prepare('SELECT expires_at FROM promo_notes WHERE note_id = ?').get(note.id)).toEqual({
      expires_at: expiresAt,
    });
    db.close();
  });
});

describe('the captcha settings', () => {
  it('are stored and answered by admin/meta (secrets too) and meta (no secret)', async () => {
    const { alice } = people;
    const change = {
      enableHcaptcha: true,
      hcaptchaSiteKey: 'site-h',
      hcaptchaSecretKey: 'secret-h',
      enableTurnstile: false,
      turnstileSiteKey: 'site-t',
      turnstileSecretKey: 'secret-t',
      mcaptchaInstanceUrl: 'https://mcaptcha.example',
    };
    expect((await instance.api('admin/update-meta', change, alice)).status).toBe(204);
    const admin = (await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice)).body;
    expect(admin).toMatchObject(change);
    const meta = (await instance.api<entities.MetaDetailed>('meta', {})).body;
    expect(meta).toMatchObject({ enableHcaptcha: true, hcaptchaSiteKey: 'site-h', turnstileSiteKey: 'site-t' });
    expect(meta.features?.hcaptcha).toBe(true);
    expect(JSON.stringify(meta)).not.toContain('secret-h');
    const log = (await instance.api<entities.AdminShowModerationLogsResponse>('admin/show-moderation-logs', {}, alice))
      .body;
    expect(JSON.stringify(log)).not.toContain('secret-h');
    await instance.api('admin/update-meta', { enableHcaptcha: false }, alice);
  });

  it('make sign-up need the captcha answer of each provider switched on (the test captcha checked here)', async () => {
    const { alice } = people;
    await instance.api('admin/update-meta', { enableTestcaptcha: true }, alice);
    const without = await instance.api('signup', { username: 'dora', password: 'pw' });
    expect(without.status).toBe(400);
    expect(errorOf(without.body).code).toBe('CAPTCHA_FAILED');
    const wrong = await instance.api('signup', { username: 'dora', password: 'pw', 'testcaptcha-response': 'no' });
    expect(errorOf(wrong.body).code).toBe('CAPTCHA_FAILED');
    const right = await instance.api<{ token: string }>('signup', {
      username: 'dora',
      password: 'pw',
      'testcaptcha-response': 'testcaptcha-passed',
    });
    expect(right.status).toBe(200);
    expect(right.body.token).toBeTruthy();
    // hCaptcha on without its secret asks nothing, as in Misskey; with it, an answer is needed.
    await instance.api(
      'admin/update-meta',
      { enableTestcaptcha: false, enableHcaptcha: true, hcaptchaSecretKey: null },
      alice,
    );
    expect((await instance.api('signup', { username: 'erin', password: 'pw' })).status).toBe(200);
    await instance.api('admin/update-meta', { hcaptchaSecretKey: 'secret' }, alice);
    const noAnswer = await instance.api('signup', { username: 'fay', password: 'pw' });
    expect(errorOf(noAnswer.body).code).toBe('CAPTCHA_FAILED');
    await instance.api('admin/update-meta', { enableHcaptcha: false }, alice);
  });

  it('make sign-in without a second factor need the answer too, before the password counts', async () => {
    const { alice } = people;
    await instance.api('admin/update-meta', { enableTestcaptcha: true }, alice);
    const first = await instance.api<{ next: string }>('signin-flow', { username: 'bob' });
    expect(first.body.next).toBe('captcha');
    const without = await instance.api('signin-flow', { username: 'bob', password: 'pw' });
    expect(without.status).toBe(400);
    expect(errorOf(without.body).code).toBe('CAPTCHA_FAILED');
    const passed = await instance.api<{ finished: boolean }>('signin-flow', {
      username: 'bob',
      password: 'pw',
      'testcaptcha-response': 'testcaptcha-passed',
    });
    expect(passed.body.finished).toBe(true);
    await instance.api('admin/update-meta', { enableTestcaptcha: false }, alice);
  });

  it('are answered by admin/captcha/current and chosen with admin/captcha/save once its answer passes', async () => {
    const { alice, bob } = people;
    expect((await instance.api('admin/captcha/current', {}, bob)).status).toBe(403);
    const none = (await instance.api<entities.AdminCaptchaCurrentResponse>('admin/captcha/current', {}, alice)).body;
    expect(none.provider).toBe('none');
    expect(none.hcaptcha).toEqual({ siteKey: 'site-h', secretKey: 'secret' });

    const save = (body: Record<string, unknown>) => instance.api('admin/captcha/save', body, alice);
    expect(errorOf((await save({ provider: 'testcaptcha' })).body)).toMatchObject({
      code: 'NO_RESPONSE_PROVIDED',
      id: '40acbba8-0937-41fb-bb3f-474514d40afe',
    });
    expect(errorOf((await save({ provider: 'testcaptcha', captchaResult: 'no' })).body)).toMatchObject({
      code: 'VERIFICATION_FAILED',
      id: 'c41c067f-24f3-4150-84b2-b5a3ae8c2214',
    });
    expect(errorOf((await save({ provider: 'hcaptcha', captchaResult: 'x' })).body)).toMatchObject({
      code: 'INVALID_PARAMETERS',
      id: '26654194-410e-44e2-b42e-460ff6f92476',
    });
    expect((await save({ provider: 'testcaptcha', captchaResult: 'testcaptcha-passed' })).status).toBe(204);
    expect(
      (await instance.api<entities.AdminCaptchaCurrentResponse>('admin/captcha/current', {}, alice)).body.provider,
    ).toBe('testcaptcha');
    expect((await instance.api<entities.MetaDetailed>('meta', {})).body.enableTestcaptcha).toBe(true);
    expect((await instance.api('signup', { username: 'gus', password: 'pw' })).status).toBe(400);

    expect((await save({ provider: 'none' })).status).toBe(204);
    const meta = (await instance.api<entities.AdminMetaResponse>('admin/meta', {}, alice)).body;
    expect([meta.enableHcaptcha, meta.enableTestcaptcha, meta.enableTurnstile]).toEqual([false, false, false]);
    expect((await instance.api('signup', { username: 'gus', password: 'pw' })).status).toBe(200);
  });
});
