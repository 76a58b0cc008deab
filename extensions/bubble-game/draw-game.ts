import { DANGER_LINE, type DropGame, MARGIN } from './drop-game';
import { GAME_HEIGHT, GAME_WIDTH, type Mono } from './modes';

/** The theme's colours the canvas draws with (read from CSS variables by the page). */
export interface GameColours {
  box: string;
  line: string;
  text: string;
}

function roundedSquare(ctx: CanvasRenderingContext2D, size: number): void {
  const half = size / 2;
  const r = size / 8;
  ctx.beginPath();
  ctx.roundRect(-half, -half, size, size, r);
}

/** Draws one mono centred on the origin: a face on a soft disc, or a numbered tile. */
function drawMono(ctx: CanvasRenderingContext2D, mono: Mono, images: ReadonlyMap<string, HTMLImageElement>): void {
  const image = mono.emoji ? images.get(mono.emoji) : undefined;
  if (mono.shape === 'circle') {
    ctx.beginPath();
    ctx.arc(0, 0, mono.size / 2, 0, Math.PI * 2);
    ctx.fillStyle = mono.color;
    ctx.fill();
    if (image?.complete && image.naturalWidth > 0) {
      const drawn = mono.size * 0.92;
      ctx.drawImage(image, -drawn / 2, -drawn / 2, drawn, drawn);
    }
    return;
  }
  roundedSquare(ctx, mono.size);
  ctx.fillStyle = mono.color;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgb(0 0 0 / 25%)';
  ctx.stroke();
  ctx.fillStyle = '#222';
  ctx.font = `700 ${Math.round(mono.size * 0.5)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(mono.level), 0, mono.size * 0.03);
}

/**
 * Draws the game in game units (the page scales the canvas): the box, the danger line, every mono
 * on the field at its place and angle, and the one in hand above the pointer with its drop line.
 */
export function drawGame(
  ctx: CanvasRenderingContext2D,
  game: DropGame,
  pointerX: number,
  images: ReadonlyMap<string, HTMLImageElement>,
  colours: GameColours,
): void {
  ctx.clearRect(0, 0, GAME_WIDTH, GAME_HEIGHT);
  ctx.fillStyle = colours.box;
  ctx.beginPath();
  ctx.roundRect(MARGIN, 0, GAME_WIDTH - MARGIN * 2, GAME_HEIGHT - MARGIN, [0, 0, 16, 16]);
  ctx.fill();

  ctx.save();
  ctx.setLineDash([8, 8]);
  ctx.strokeStyle = colours.line;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(MARGIN, DANGER_LINE);
  ctx.lineTo(GAME_WIDTH - MARGIN, DANGER_LINE);
  ctx.stroke();
  ctx.restore();

  for (const placed of game.field()) {
    ctx.save();
    ctx.translate(placed.x, placed.y);
    ctx.rotate(placed.angle);
    drawMono(ctx, placed.mono, images);
    ctx.restore();
  }

  if (game.isOver) return;
  const x = game.clampX(pointerX);
  const y = game.current.size / 2 + 4;
  if (game.canDrop) {
    ctx.save();
    ctx.strokeStyle = colours.line;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, y + game.current.size / 2);
    ctx.lineTo(x, GAME_HEIGHT - MARGIN);
    ctx.stroke();
    ctx.restore();
  }
  ctx.save();
  ctx.globalAlpha = game.canDrop ? 1 : 0.5;
  ctx.translate(x, y);
  drawMono(ctx, game.current, images);
  ctx.restore();
}
