import { classicRules, findReversiMap, ReversiBoard, reversiMaps } from '@tessera/reversi-rules';
import { Avatar, Link, Switch, useExtensionStrings, useViewer } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { BoardGrid } from './BoardGrid';
import type { LiveGameHandle } from './use-live-game';

/** The time limits a turn may have, in seconds, as Misskey offers them. */
const TIME_LIMITS = [5, 10, 30, 60, 90, 120, 180, 3600];
const nameOf = (user: entities.UserLite) => user.name ?? user.username;

/**
 * Before the start: both players agree the board, the rules, the colours and the time limit, then
 * say they are ready; the game starts three seconds after both are. A player who is ready can
 * change nothing until they take it back; a watcher sees it all.
 */
export function GameSetup({ handle }: { handle: LiveGameHandle }) {
  const t = useExtensionStrings('reversi');
  const viewer = useViewer();
  const { game } = handle.live;
  const me = viewer.userId === game.user1Id ? 1 : viewer.userId === game.user2Id ? 2 : null;
  const myReady = me === 1 ? game.user1Ready : me === 2 ? game.user2Ready : false;
  const locked = me === null || myReady;
  const irregularLocked = locked || game.noIrregularRules;
  const setting = (key: string, value: unknown) => handle.send('updateSettings', { key, value });
  const current = findReversiMap(game.map);
  const preview = new ReversiBoard(game.map, classicRules);

  return (
    <section className="page-card reversi-game reversi-setup" aria-labelledby="reversi-setup-title">
      <h1 id="reversi-setup-title">{t('setupTitle', { user1: nameOf(game.user1), user2: nameOf(game.user2) })}</h1>
      <ul className="reversi-ready-list" aria-label={t('players')}>
        {[
          { user: game.user1, ready: game.user1Ready },
          { user: game.user2, ready: game.user2Ready },
        ].map(({ user, ready }) => (
          <li key={user.id}>
            <Avatar user={user} size={32} />
            <span>{nameOf(user)}</span>
            <span className={ready ? 'reversi-ready on' : 'reversi-ready'}>{ready ? t('ready') : t('notReady')}</span>
          </li>
        ))}
      </ul>

      <div className="reversi-setup-grid">
        <div className="reversi-setup-fields">
          <label className="form-field">
            <span className="form-label">{t('map')}</span>
            <select
              value={current?.id ?? ''}
              disabled={irregularLocked}
              onChange={(e) => {
                const map = reversiMaps.find((m) => m.id === e.target.value);
                if (map) setting('map', map.data);
              }}
            >
              {!current && <option value="">{t('customMap')}</option>}
              {(['classic', 'shaped', 'special'] as const).map((category) => (
                <optgroup key={category} label={t(`mapCategory.${category}`)}>
                  {reversiMaps
                    .filter((m) => m.category === category)
                    .map((m) => (
                      <option key={m.id} value={m.id}>
                        {t(`maps.${m.id}`)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="form-field">
            <span className="form-label">{t('colours')}</span>
            <select value={game.bw} disabled={locked} onChange={(e) => setting('bw', e.target.value)}>
              <option value="random">{t('colourRandom')}</option>
              <option value="1">{t('playsBlack', { name: nameOf(game.user1) })}</option>
              <option value="2">{t('playsBlack', { name: nameOf(game.user2) })}</option>
            </select>
          </label>
          <label className="form-field">
            <span className="form-label">{t('timeLimit')}</span>
            <select
              value={String(game.timeLimitForEachTurn)}
              disabled={locked}
              onChange={(e) => setting('timeLimitForEachTurn', Number(e.target.value))}
            >
              {(TIME_LIMITS.includes(game.timeLimitForEachTurn)
                ? TIME_LIMITS
                : [...TIME_LIMITS, game.timeLimitForEachTurn]
              ).map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds >= 60 ? t('minutes', { n: String(seconds / 60) }) : t('seconds', { n: String(seconds) })}
                </option>
              ))}
            </select>
          </label>
          {game.noIrregularRules && <p className="form-hint">{t('classicOnlyGame')}</p>}
          {(['isLlotheo', 'loopedBoard', 'canPutEverywhere'] as const).map((rule) => (
            <div className="settings-row" key={rule}>
              <span>
                {t(`rules.${rule}`)}
                <small className="form-hint">{t(`rules.${rule}.hint`)}</small>
              </span>
              <Switch
                label={t(`rules.${rule}`)}
                checked={game[rule]}
                disabled={irregularLocked}
                onChange={(value) => setting(rule, value)}
              />
            </div>
          ))}
        </div>
        <BoardGrid board={preview} label={t('mapPreview')} small />
      </div>

      <div className="reversi-setup-actions">
        {me !== null && (
          <>
            <button
              type="button"
              className={myReady ? 'button' : 'button primary'}
              aria-pressed={myReady}
              onClick={() => handle.send('ready', !myReady)}
            >
              {myReady ? t('notReadyYet') : t('imReady')}
            </button>
            <button type="button" className="button danger" onClick={() => handle.send('cancel', {})}>
              {t('leave')}
            </button>
          </>
        )}
        {me === null && <Link to="/reversi">{t('backToLobby')}</Link>}
      </div>
      {game.user1Ready && game.user2Ready && <p role="status">{t('startingSoon')}</p>}
    </section>
  );
}
