import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { atomically } from './atomic';
import { openDatabase } from './db/database';
import { InstanceEvents } from './events';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-atomic-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  const events = new InstanceEvents();
  const seen: string[] = [];
  events.on('mainEvent', (_user, type) => seen.push(type));
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM emojis').get() as { n: number }).n;
  const insert = (name: string) =>
    db
      .prepare("INSERT INTO emojis (id, name, category, aliases, url) VALUES (?, ?, NULL, '[]', '/x.png')")
      .run(name, name);
  return { db, events, seen, count, insert, run: atomically(db, events) };
}

describe('atomically (one unit of work per API call)', () => {
  it('rolls every write back and sends no event when the work throws', () => {
    const { run, insert, events, seen, count, db } = setUp();
    expect(() =>
      run(() => {
        insert('a');
        events.emit('mainEvent', 'u', 'meUpdated', {});
        throw new RangeError('Invalid time value');
      }),
    ).toThrow(RangeError);
    expect(count()).toBe(0);
    expect(seen).toEqual([]);
    db.close();
  });

  it('keeps the writes and sends the events, in order, once the work is done', () => {
    const { run, insert, events, seen, count, db } = setUp();
    const result = run(() => {
      insert('a');
      events.emit('mainEvent', 'u', 'first', {});
      events.emit('mainEvent', 'u', 'second', {});
      expect(seen).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(count()).toBe(1);
    expect(seen).toEqual(['first', 'second']);
    db.close();
  });

  it('hands an async handler its promise back', async () => {
    const { run, db } = setUp();
    await expect(run(async () => 'later')).resolves.toBe('later');
    db.close();
  });
});
