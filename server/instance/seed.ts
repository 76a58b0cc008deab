import * as mfm from 'mfm-js';
import type { Ads } from './ads/ads';
import type { Drive } from './drive/drive';
import type { Following } from './following/following';
import { genAid } from './ids';
import { drawPng } from './images';
import type { Instance } from './instance';
import { createNote } from './notes/create-note';
import type { Notifications } from './notifications/notifications';
import type { Reactions } from './reactions/reactions';
import type { UserRow } from './users/user-row';
import type { Users } from './users/users';

/** The password of every demo account, printed at start so a newcomer can sign in. */
export const DEMO_PASSWORD = 'tessera-demo';

/** Our own emoji for the demo: simple drawn faces in a few colours. */
const DEMO_EMOJI: readonly { name: string; colour: [number, number, number]; category: string }[] = [
  { name: 'tessera', colour: [47, 111, 94], category: 'Tessera' },
  { name: 'sunny', colour: [242, 183, 5], category: 'Weather' },
  { name: 'berry', colour: [196, 50, 95], category: 'Food' },
];

function face(colour: [number, number, number]) {
  return drawPng(64, 64, (x, y) => {
    const dx = x - 31.5;
    const dy = y - 31.5;
    const r = Math.hypot(dx, dy);
    if (r > 30) return [255, 255, 255];
    const eye = Math.hypot(Math.abs(dx) - 10, dy + 8) < 4;
    const smile = r > 14 && r < 18 && dy > 4;
    return eye || smile ? [30, 30, 30] : colour;
  });
}

/** A wide banner in the demo's colours: stripes of green over cream. */
function adBanner() {
  return drawPng(600, 120, (x, y) => ((x + y) % 40 < 20 ? [47, 111, 94] : [243, 240, 232]));
}

/**
 * Fills an empty instance with a few people, follows, notes with MFM, a poll, reactions and
 * custom emoji, so the first `npm start -- --seed demo` shows a living timeline.
 */
export async function seedDemo(
  instance: Instance,
  services: {
    users: Users;
    following: Following;
    notifications: Notifications;
    reactions: Reactions;
    drive: Drive;
    ads: Ads;
  },
): Promise<string[]> {
  const { users, following, notifications, reactions, drive, ads } = services;
  if (users.count() > 0) return [];
  const admin = (await users.create('admin', DEMO_PASSWORD, { isAdmin: true })).user;
  const people: Record<string, UserRow> = { admin };
  for (const [username, name, description] of [
    ['alice', 'Alice', 'Gardener. Posts about **plants** and $[sparkle weather].'],
    ['bob', 'Bob', 'Builds things out of wood and code.'],
    ['carol', 'Carol', 'Reads everything. Answers polls.'],
  ] as const) {
    const user = (await users.create(username, DEMO_PASSWORD)).user;
    instance.db.prepare('UPDATE users SET name = ?, description = ? WHERE id = ?').run(name, description, user.id);
    people[username] = users.byId(user.id) as UserRow;
  }
  const { alice, bob, carol } = people as Record<'alice' | 'bob' | 'carol', UserRow>;

  for (const emoji of DEMO_EMOJI) {
    const file = drive.store(admin, {
      data: face(emoji.colour),
      name: `${emoji.name}.png`,
      type: 'image/png',
      force: true,
    });
    instance.db
      .prepare(
        'INSERT INTO emojis (id, name, category, aliases, file_id, url, license, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        genAid(),
        emoji.name,
        emoji.category,
        JSON.stringify([emoji.name]),
        file.id,
        `/files/${file.storage_key}`,
        'CC0, drawn for Tessera',
        Date.now(),
      );
  }

  for (const [a, b] of [
    [admin, alice],
    [admin, bob],
    [admin, carol],
    [alice, bob],
    [bob, alice],
    [carol, alice],
    [carol, bob],
  ] as const) {
    following.follow(a, b);
  }

  const post = (user: UserRow, input: Parameters<typeof createNote>[3]) =>
    createNote(instance, notifications, user, input, input.text ? mfm.parse(input.text) : []);
  const welcome = post(admin, { text: 'Welcome to this **Tessera** demo server :tessera: — say hello with #tessera!' });
  post(alice, { text: 'Hello $[x2 big] **world** #tessera :sunny:' });
  const ferns = post(alice, { text: 'My $[jelly ferns] are finally growing. <small>slowly</small>' });
  post(bob, { text: 'Made a ~~chair~~ stool today.\n> It wobbles, but it is mine.', cw: 'woodworking' });
  const poll = post(carol, {
    text: 'Which should I read next?',
    poll: { choices: ['A novel', 'A cookbook', 'The manual'], multiple: false, expiredAfter: 7 * 24 * 60 * 60 * 1000 },
  });
  post(bob, { text: '@alice they look great! $[spin 🌿]', replyId: ferns.id });
  post(carol, { renoteId: welcome.id });
  post(alice, { text: 'Code test: `npm start` and then `npm test`.\n```\nconsole.log("hi");\n```' });

  reactions.react(bob.id, ferns, '👍');
  reactions.react(carol.id, ferns, ':berry:');
  reactions.react(alice.id, welcome, '🎉');
  instance.db
    .prepare('INSERT INTO poll_votes (note_id, user_id, choice, created_at) VALUES (?, ?, 0, ?)')
    .run(poll.id, alice.id, Date.now());
  instance.db.prepare("UPDATE polls SET votes = '[1,0,0]' WHERE note_id = ?").run(poll.id);

  // An ad between every five notes of a timeline, as administrators set them up.
  const banner = drive.store(admin, { data: adBanner(), name: 'demo-ad.png', type: 'image/png', force: true });
  ads.create({
    url: 'https://example.com/',
    imageUrl: `${instance.url()}/files/${banner.storage_key}`,
    memo: 'Demo ad',
    place: 'horizontal',
    priority: 'middle',
    ratio: 1,
    startsAt: Date.now(),
    expiresAt: Date.now() + 365 * 24 * 60 * 60 * 1000,
    dayOfWeek: 0,
    isSensitive: false,
  });
  instance.settings.update({ notesPerOneAd: 5 });
  return ['admin', 'alice', 'bob', 'carol'];
}

/** Empties every table and the stored files (the test-only reset). */
export function resetInstance(instance: Instance, drive: Drive): void {
  const tables = instance.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  instance.db.pragma('foreign_keys = OFF');
  instance.db.transaction(() => {
    for (const { name } of tables) instance.db.prepare(`DELETE FROM "${name}"`).run();
    // The deletions above were recorded for the charts by triggers; an empty instance has no past.
    instance.db.prepare('DELETE FROM chart_removals').run();
  })();
  instance.db.pragma('foreign_keys = ON');
  drive.clear();
  instance.settings.reset();
}
