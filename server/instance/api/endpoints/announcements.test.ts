import type { entities } from 'misskey-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStream, errorOf, setUpPeople, startTestInstance, type TestInstance } from '../../../testing';

let instance: TestInstance;
let people: Awaited<ReturnType<typeof setUpPeople>>;
const make = (token: string, body: Record<string, unknown>) =>
  instance.api<{ id: string }>('admin/announcements/create', { imageUrl: null, ...body }, token);

beforeAll(async () => {
  instance = await startTestInstance();
  people = await setUpPeople(instance);
});
afterAll(() => instance.close());

describe('announcements', () => {
  it('announces to everyone live, lists it as unread on i, and clears it once read', async () => {
    const { alice, bob } = people;
    const stream = await connectStream(instance);
    const made = await make(alice, { title: 'Maintenance', text: 'Down at noon', display: 'banner' });
    expect(made.status).toBe(200);
    const heard = await stream.waitFor<{ announcement: entities.Announcement }>(
      (m) => m.type === 'announcementCreated',
      'the broadcast',
    );
    expect(heard.announcement).toMatchObject({ title: 'Maintenance', display: 'banner', forYou: false });
    stream.close();
    expect((await make(bob, { title: 'x', text: 'y' })).status).toBe(403);

    const me = await instance.api<entities.MeDetailed>('i', {}, bob);
    expect(me.body.hasUnreadAnnouncement).toBe(true);
    expect(me.body.unreadAnnouncements.map((a) => a.title)).toEqual(['Maintenance']);
    const listed = await instance.api<entities.Announcement[]>('announcements', {}, bob);
    expect(listed.body[0]).toMatchObject({ title: 'Maintenance', isRead: false });

    expect((await instance.api('i/read-announcement', { announcementId: made.body.id }, bob)).status).toBe(204);
    const after = await instance.api<entities.MeDetailed>('i', {}, bob);
    expect(after.body).toMatchObject({ hasUnreadAnnouncement: false, unreadAnnouncements: [] });
    expect((await instance.api<entities.Announcement[]>('announcements', {}, bob)).body[0]?.isRead).toBe(true);
    // Reading an unknown one is quietly nothing, as in Misskey.
    expect((await instance.api('i/read-announcement', { announcementId: 'nope' }, bob)).status).toBe(204);
  });

  it('keeps one for a user to that user, archives, and deletes', async () => {
    const { alice, bob, carol, ids } = people;
    const personal = await make(alice, { title: 'For carol', text: 'Hello', userId: ids.carol, display: 'dialog' });
    const shown = await instance.api<entities.Announcement>(
      'announcements/show',
      { announcementId: personal.body.id },
      carol,
    );
    expect(shown.body).toMatchObject({ forYou: true, display: 'dialog' });
    const hidden = await instance.api('announcements/show', { announcementId: personal.body.id }, bob);
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden.body).id).toBe('b57b5e1d-4f49-404a-9edb-46b00268f121');

    expect(
      (await instance.api('admin/announcements/update', { id: personal.body.id, isActive: false }, alice)).status,
    ).toBe(204);
    const past = await instance.api<entities.Announcement[]>('announcements', { isActive: false }, carol);
    expect(past.body.map((a) => a.title)).toEqual(['For carol']);
    const all = await instance.api<{ title: string; reads: number }[]>(
      'admin/announcements/list',
      { status: 'all' },
      alice,
    );
    expect(all.body.map((a) => a.title)).toEqual(expect.arrayContaining(['For carol', 'Maintenance']));
    expect((await instance.api('admin/announcements/delete', { id: personal.body.id }, alice)).status).toBe(204);
    expect(errorOf((await instance.api('admin/announcements/delete', { id: personal.body.id }, alice)).body).id).toBe(
      'ecad8040-a276-4e85-bda9-015a708d291e',
    );
  });

  it('reaches only older accounts when made for existing users, and silent ones never count as unread', async () => {
    const { alice } = people;
    await make(alice, { title: 'Old hands', text: 'Only you', forExistingUsers: true });
    await make(alice, { title: 'Quiet', text: 'Shh', silence: true });
    const newcomer = (await instance.api<{ token: string }>('signup', { username: 'dora', password: 'pw' })).body.token;
    const titles = (await instance.api<entities.Announcement[]>('announcements', {}, newcomer)).body.map(
      (a) => a.title,
    );
    expect(titles).not.toContain('Old hands');
    expect(titles).toContain('Quiet');
    const me = await instance.api<entities.MeDetailed>('i', {}, newcomer);
    expect(me.body.unreadAnnouncements.map((a) => a.title)).toEqual(['Maintenance']);
  });
});
