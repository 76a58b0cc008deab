import { unicodeEmojiUrl, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import type {} from './api';
import { drawGame } from './draw-game';
import { DropGame, FRAME_MS } from './drop-game';
import { GameSound } from './game-sound';
import { GAME_HEIGHT, GAME_WIDTH, type GameMode } from './modes';

/** How far an arrow key moves the mono in hand (Shift: three times as far). */
const KEY_STEP = 15;

/** What a finished game leaves: its record, as bubble-game/register takes it. */
export interface FinishedGame {
  score: number;
  seed: string;
  logs: number[][];
}

/**
 * One game on a canvas: the physics stepped at a fixed rate, drawn every frame, played with the
 * pointer, the keyboard or the buttons, with the score, the chain and what comes next beside it.
 */
export function GameView({ mode, onOver }: { mode: GameMode; onOver(game: FinishedGame): void }) {
  const t = useExtensionStrings('bubble-game');
  const host = useHost();
  const [volumes] = usePreference('game.dropAndFusion');
  const [master] = usePreference('sound.masterVolume');
  const [muted] = usePreference('sound.notUseSound');
  const volumesRef = useRef({ master: muted ? 0 : master, bgm: volumes.bgmVolume, sfx: volumes.sfxVolume });
  volumesRef.current = { master: muted ? 0 : master, bgm: volumes.bgmVolume, sfx: volumes.sfxVolume };

  const game = useMemo(() => new DropGame(mode), [mode]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const pointerX = useRef(GAME_WIDTH / 2);
  const [score, setScore] = useState(0);
  const [chain, setChain] = useState(0);
  const [hand, setHand] = useState(() => [game.current, ...game.stock]);
  const onOverRef = useRef(onOver);
  onOverRef.current = onOver;

  const images = useMemo(() => {
    const map = new Map<string, HTMLImageElement>();
    for (const mono of mode.monos) {
      if (!mono.emoji) continue;
      const image = new Image();
      image.src = unicodeEmojiUrl(mono.emoji, 'twemoji');
      map.set(mono.emoji, image);
    }
    return map;
  }, [mode]);

  useEffect(() => {
    const sound = new GameSound(() => volumesRef.current);
    sound.resume();
    sound.startMusic();
    game.on('score', setScore);
    game.on('chain', setChain);
    game.on('stock', () => setHand([game.current, ...game.stock]));
    game.on('fused', (mono) => sound.fused(mono.level));
    game.on('dropped', () => sound.dropped());
    game.on('explodingHead', () => host.events.emit('bubbleGame.explodingHead', {}));
    game.on('doubleExplodingHead', () => host.events.emit('bubbleGame.doubleExplodingHead', {}));
    game.on('gameOver', () => {
      sound.stopMusic();
      onOverRef.current({ score: game.score, seed: game.seed, logs: game.logs });
    });

    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const area = areaRef.current;
    if (!canvas || !context || !area) return;
    const ratio = Math.max(1, window.devicePixelRatio);
    canvas.width = GAME_WIDTH * ratio;
    canvas.height = GAME_HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const style = getComputedStyle(area);
    const colours = {
      box: style.getPropertyValue('--bg').trim() || '#f4f4f4',
      line: style.getPropertyValue('--accent').trim() || '#2f6f5e',
      text: style.getPropertyValue('--fg').trim() || '#222',
    };
    let frame = 0;
    let last = performance.now();
    let owed = 0;
    const tick = (now: number) => {
      // Time owed to the physics, capped so a hidden tab does not fast-forward on return.
      owed += Math.min(100, now - last);
      last = now;
      while (owed >= FRAME_MS) {
        game.step();
        owed -= FRAME_MS;
      }
      drawGame(context, game, pointerX.current, images, colours);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      sound.dispose();
      game.dispose();
    };
  }, [game, host, images]);

  const toGameX = (event: PointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * GAME_WIDTH;
  };
  const move = (dx: number) => {
    pointerX.current = game.clampX(pointerX.current + dx);
  };
  const drop = () => game.drop(pointerX.current);
  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 3 : KEY_STEP;
    if (event.key === 'ArrowLeft') move(-step);
    else if (event.key === 'ArrowRight') move(step);
    else if (event.key === ' ' || event.key === 'Enter') drop();
    else return;
    event.preventDefault();
  };
  const [current, ...next] = hand;

  return (
    <div className="bubble-game-view">
      <dl className="bubble-game-hud">
        <div>
          <dt>{t('score')}</dt>
          <dd aria-live="polite">{score.toLocaleString()}</dd>
        </div>
        <div>
          <dt>{t('next')}</dt>
          <dd className="bubble-game-next">
            {current && <span className="visually-hidden">{t('inHand', { level: String(current.level) })}</span>}
            {next.map((mono, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the queue's places are what the items are.
                key={i}
                className={`bubble-game-chip ${mono.shape}`}
                style={{ background: mono.color }}
                title={t('level', { level: String(mono.level) })}
              >
                {mono.emoji ? <img src={unicodeEmojiUrl(mono.emoji, 'twemoji')} alt="" /> : mono.level}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <div
        ref={areaRef}
        className="bubble-game-area"
        role="application"
        aria-label={t('playArea')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the play area takes the arrow keys.
        tabIndex={0}
        onKeyDown={onKey}
        onPointerMove={(e) => {
          pointerX.current = toGameX(e);
        }}
        onPointerDown={(e) => {
          pointerX.current = toGameX(e);
          drop();
        }}
      >
        <canvas ref={canvasRef} className="bubble-game-canvas" />
        {chain > 1 && (
          <span className="bubble-game-chain" key={`${chain}-${score}`}>
            {t('chain', { n: String(chain) })}
          </span>
        )}
      </div>
      <div className="bubble-game-controls">
        <button type="button" className="button" onClick={() => move(-KEY_STEP * 2)}>
          {t('moveLeft')}
        </button>
        <button type="button" className="button primary" onClick={drop}>
          {t('drop')}
        </button>
        <button type="button" className="button" onClick={() => move(KEY_STEP * 2)}>
          {t('moveRight')}
        </button>
      </div>
    </div>
  );
}
