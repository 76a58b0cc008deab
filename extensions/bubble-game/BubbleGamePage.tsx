import { QueryContent, useEndpoint, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import type {} from '../composer/api';
import { type FinishedGame, GameView } from './GameView';
import { loadHighScore, saveHighScore } from './high-score';
import { GAME_MODES, GAME_VERSION, gameMode } from './modes';
import '@tessera/sdk/forms.css';
import './bubble-game.css';

type ModeId = (typeof GAME_MODES)[number]['id'];

/** /bubble-game: choose a mode and play; the result is recorded, one's best kept, the week ranked. */
export default function BubbleGamePage() {
  const t = useExtensionStrings('bubble-game');
  const host = useHost();
  const [mode, setMode] = useState<ModeId>('normal');
  const [round, setRound] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [best, setBest] = useState<number | null>(null);
  const [over, setOver] = useState<{ score: number; newBest: boolean } | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const ranking = useEndpoint('bubble-game/ranking', { gameMode: mode });

  useEffect(() => {
    let live = true;
    setBest(null);
    loadHighScore(host, mode).then(
      (score) => live && setBest(score),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [host, mode]);

  const start = () => {
    setOver(null);
    setRecordError(null);
    setRound((r) => r + 1);
    setPlaying(true);
  };

  const finished = async (game: FinishedGame) => {
    const newBest = game.score > (best ?? 0);
    setOver({ score: game.score, newBest });
    if (newBest) {
      setBest(game.score);
      void saveHighScore(host, mode, game.score).catch(() => undefined);
    }
    try {
      await host.api.call('bubble-game/register', { ...game, gameMode: mode, gameVersion: GAME_VERSION });
      ranking.reload();
    } catch (error) {
      setRecordError(t('recordFailed', { error: host.describeError(error).text }));
    }
  };

  const share = (score: number) =>
    void host.commands.execute('composer.open', {
      initialText: `${t('shareText', { score: String(score), mode: t(`mode.${mode}`) })}\n#BubbleGame`,
    });

  return (
    <section className="page-card bubble-game-page" aria-labelledby="bubble-game-title">
      <h1 id="bubble-game-title">{t('title')}</h1>
      <div className="bubble-game-bar">
        <label className="bubble-game-mode">
          <span>{t('mode')}</span>
          <select
            className="input"
            value={mode}
            disabled={playing && !over}
            onChange={(e) => setMode(e.target.value as ModeId)}
          >
            {GAME_MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {t(`mode.${m.id}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="bubble-game-best">
          {t('highScore')}: <strong>{best === null ? '–' : best.toLocaleString()}</strong>
        </p>
        <button type="button" className={playing ? 'button' : 'button primary'} onClick={start}>
          {playing ? t('restart') : t('start')}
        </button>
      </div>
      {!playing && <p className="form-hint">{t('howTo')}</p>}
      {playing && (
        <div className="bubble-game-stage">
          <GameView key={round} mode={gameMode(mode)} onOver={(game) => void finished(game)} />
          {over && (
            <section className="bubble-game-over" aria-labelledby="bubble-game-over-title" role="alert">
              <h2 id="bubble-game-over-title">{t('gameOver')}</h2>
              <p>{t('finalScore', { score: over.score.toLocaleString() })}</p>
              {over.newBest && <p className="bubble-game-new-best">{t('newBest')}</p>}
              {recordError && <p className="form-error">{recordError}</p>}
              <div className="bubble-game-over-actions">
                <button type="button" className="button primary" onClick={start}>
                  {t('playAgain')}
                </button>
                {host.commands.has('composer.open') && (
                  <button type="button" className="button" onClick={() => share(over.score)}>
                    {t('share')}
                  </button>
                )}
              </div>
            </section>
          )}
        </div>
      )}
      <section aria-labelledby="bubble-game-ranking">
        <h2 id="bubble-game-ranking">{t('ranking')}</h2>
        <QueryContent query={ranking} empty={t('noRanking')}>
          {(rows) => (
            <ol className="bubble-game-ranking" aria-labelledby="bubble-game-ranking">
              {rows.map((row) => (
                <li key={row.id}>
                  <span>{row.user ? (row.user.name ?? row.user.username) : '?'}</span>
                  <strong>{row.score.toLocaleString()}</strong>
                </li>
              ))}
            </ol>
          )}
        </QueryContent>
      </section>
      <SoundSettings />
    </section>
  );
}

/** The game's own volumes (`game.dropAndFusion`), under the sound settings' master volume. */
function SoundSettings() {
  const t = useExtensionStrings('bubble-game');
  const [volumes, setVolumes] = usePreference('game.dropAndFusion');
  return (
    <details className="bubble-game-sound">
      <summary>{t('sound')}</summary>
      {(['bgmVolume', 'sfxVolume'] as const).map((key) => (
        <label className="form-field" key={key}>
          <span className="form-label">{t(key)}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volumes[key]}
            onChange={(e) => {
              const value = Number(e.target.value);
              setVolumes((draft) => {
                draft[key] = value;
              });
            }}
          />
        </label>
      ))}
    </details>
  );
}
