import type { ExtensionContext, InterruptorContribution } from '@tessera/sdk';
import type {} from '../about/api';
import type {} from '../aiscript/api';
import type {} from '../bubble-game/api';
import type {} from '../clips/api';
import type {} from '../drive/api';
import type {} from '../favorites/api';
import type {} from '../games/api';
import type {} from '../notes/api';
import type {} from '../notifications/api';
import type {} from '../onboarding/api';
import type {} from '../timeline/api';
import { claimer } from './claimer';
import {
  accountClaims,
  arrivalRate,
  deletedWithinAMinute,
  noteCountClaims,
  postClaims,
  reactedWithoutReading,
  smashCounter,
} from './claims';

/** Misskey's odds for justPlainLucky: one in 20,000 every 10 s while the page is seen. */
const LUCKY_EVERY_MS = 10_000;
const LUCKY_ODDS = 1 / 20_000;

/**
 * The client's claims (spec 001 "Achievement claim"): what the account has reached when it is
 * loaded, time spent in the client (30 and 60 minutes), plain luck, and what posting a note
 * earns (seen by a notePost interruptor that lets the note through unchanged).
 */
export function activate(ctx: ExtensionContext): void {
  const { host } = ctx;
  let userId: string | null = null;
  let checked: string | null = null;
  let postedHere = 0;
  const follow = () => {
    const account = host.accounts.current.get();
    const info = account?.info;
    if ((account?.id ?? null) !== userId) {
      userId = account?.id ?? null;
      checked = null;
      postedHere = 0;
      claimer.reset(account ? host : null, info?.achievements.map((a) => a.name) ?? []);
    }
    // Misskey's joke: taking its author's name.
    if (info?.name === 'syuilo') claimer.claim('setNameToSyuilo');
    // Once per account and page load, as Misskey's client checks at start-up (not at each refresh).
    if (info && checked !== userId) {
      checked = userId;
      claimer.claim(...accountClaims(info, new Date()));
    }
  };
  follow();
  const unsubscribe = host.accounts.current.subscribe(follow);

  const timers = [
    setTimeout(() => claimer.claim('client30min'), 30 * 60_000),
    setTimeout(() => claimer.claim('client60min'), 60 * 60_000),
  ];
  const lucky = setInterval(() => {
    if (document.visibilityState === 'visible' && Math.random() < LUCKY_ODDS) claimer.claim('justPlainLucky');
  }, LUCKY_EVERY_MS);

  const onPost: InterruptorContribution<'notePost'> = {
    kind: 'notePost',
    handle(note) {
      const info = host.accounts.current.get()?.info;
      postedHere++;
      claimer.claim(...postClaims(note, new Date()), ...(info ? noteCountClaims(info.notesCount + postedHere) : []));
      // A quote of one's own note (selfQuote): asked about after the note has gone on its way.
      if (typeof note.renoteId === 'string' && typeof note.text === 'string' && note.text !== '') {
        const renoteId = note.renoteId;
        void host.api.call('notes/show', { noteId: renoteId }).then(
          (quoted) => quoted.userId === host.viewer.get().userId && claimer.claim('selfQuote'),
          () => {},
        );
      }
      return note;
    },
  };
  ctx.contribute('interruptor', onPost as InterruptorContribution);

  // What other extensions and the kernel tell of the viewer's actions (spec 001's claims).
  const homeArrivals = arrivalRate();
  const smashed = smashCounter();
  const listening = [
    host.events.on('pageWindowOpened', ({ count }) => count >= 3 && claimer.claim('open3windows')),
    host.events.on('notes.reacted', ({ note }) => {
      if (reactedWithoutReading(note, Date.now())) claimer.claim('reactWithoutRead');
    }),
    host.events.on('notes.deleted', ({ note }) => {
      if (note.userId === host.viewer.get().userId && deletedWithinAMinute(note, Date.now())) {
        claimer.claim('noteDeletedWithin1min');
      }
    }),
    host.events.on('clips.noteClipped', () => claimer.claim('noteClipped1')),
    host.events.on('favorites.noteFavorited', () => claimer.claim('noteFavorited1')),
    host.events.on('about.chartsViewed', () => claimer.claim('viewInstanceChart')),
    host.events.on('about.clickedHere', () => claimer.claim('clickedClickHere')),
    host.events.on('about.treasureFound', () => claimer.claim('foundTreasure')),
    host.events.on('onboarding.tutorialCompleted', () => claimer.claim('tutorialCompleted')),
    host.events.on('aiscript.helloWorld', () => claimer.claim('outputHelloWorldOnScratchpad')),
    host.events.on('games.cookieClicked', () => claimer.claim('cookieClicked')),
    host.events.on('bubbleGame.explodingHead', () => claimer.claim('bubbleGameExplodingHead')),
    host.events.on('bubbleGame.doubleExplodingHead', () => claimer.claim('bubbleGameDoubleExplodingHead')),
    host.events.on('drive.folderCircularMove', () => claimer.claim('driveFolderCircularReference')),
    host.events.on('notifications.testSent', () => smashed(Date.now()) && claimer.claim('smashTestNotificationButton')),
    host.events.on('timeline.noteArrived', ({ channel }) => {
      if (channel === 'homeTimeline' && homeArrivals(Date.now())) claimer.claim('htl20npm');
    }),
  ];

  ctx.onDispose(() => {
    unsubscribe();
    for (const stop of listening) stop();
    for (const timer of timers) clearTimeout(timer);
    clearInterval(lucky);
    claimer.reset(null, []);
  });
}
