import { EventEmitter } from 'eventemitter3';
import Matter from 'matter-js';
import { GAME_HEIGHT, GAME_WIDTH, type GameMode, type Mono } from './modes';
import { seededRandom } from './random';

/** One fixed physics step, in ms: the game runs the same on every screen. */
export const FRAME_MS = 1000 / 60;
/** The walls stand this far inside the play area's edges. */
export const MARGIN = 25;
/** Above this line a mono that stays too long ends the game. */
export const DANGER_LINE = 100;
/** How many monos wait in line after the one in hand. */
const STOCK_SIZE = 4;
/** Frames between two drops. */
const DROP_FRAMES = 30;
/** Fusions this close together (frames) make a chain, each worth a little more. */
const CHAIN_FRAMES = 60;
/** Frames a settled mono may stay above the danger line before the game is over. */
const OVER_FRAMES = 45;

/** A mono on the field, as the renderer draws it. */
export interface FieldMono {
  id: number;
  mono: Mono;
  x: number;
  y: number;
  angle: number;
}

/** What the game tells its page. */
interface DropGameEvents {
  score: (score: number) => void;
  chain: (chain: number) => void;
  stock: () => void;
  fused: (mono: Mono, x: number, y: number) => void;
  dropped: (mono: Mono) => void;
  /** The largest mono was made. */
  explodingHead: () => void;
  /** Two of the largest are on the field at once. */
  doubleExplodingHead: () => void;
  gameOver: () => void;
}

/**
 * The bubble game's rules on matter-js physics: monos dropped from the top fall into a box, two of
 * the same level that touch fuse into the next level (points, more for chains), and a mono that
 * stays above the danger line ends the game. It only computes: the page draws it and feeds it
 * frames and drops. The seed decides every mono handed out, and each drop is logged.
 */
export class DropGame extends EventEmitter<DropGameEvents> {
  readonly seed: string;
  /** The drops as Misskey records them: [frame, 0, x]. */
  readonly logs: number[][] = [];
  score = 0;
  chain = 0;
  frame = 0;
  isOver = false;
  /** The mono in hand, then the ones waiting. */
  current: Mono;
  stock: Mono[] = [];

  private readonly engine: Matter.Engine;
  private readonly random: () => number;
  private readonly monoOf = new Map<number, Mono>();
  private readonly fusing = new Set<number>();
  private readonly overFor = new Map<number, number>();
  private readonly touching: [Matter.Body, Matter.Body][] = [];
  private lastDrop = { id: -1, frame: -DROP_FRAMES };
  private lastFusionFrame = -CHAIN_FRAMES;
  private doubleHeadSeen = false;

  constructor(
    readonly mode: GameMode,
    seed: string = String(Date.now()),
  ) {
    super();
    this.seed = seed;
    this.random = seededRandom(seed);
    this.engine = Matter.Engine.create({
      gravity: { x: 0, y: 1 },
      positionIterations: 24,
      velocityIterations: 16,
      enableSleeping: false,
    });
    const wall = { isStatic: true, friction: 0.6, render: { visible: false } };
    const thick = 100;
    Matter.Composite.add(this.engine.world, [
      Matter.Bodies.rectangle(GAME_WIDTH / 2, GAME_HEIGHT - MARGIN + thick / 2, GAME_WIDTH, thick, wall),
      Matter.Bodies.rectangle(MARGIN - thick / 2, GAME_HEIGHT / 2, thick, GAME_HEIGHT * 2, wall),
      Matter.Bodies.rectangle(GAME_WIDTH - MARGIN + thick / 2, GAME_HEIGHT / 2, thick, GAME_HEIGHT * 2, wall),
    ]);
    const queue = (event: Matter.IEventCollision<Matter.Engine>) => {
      for (const pair of event.pairs) this.touching.push([pair.bodyA, pair.bodyB]);
    };
    Matter.Events.on(this.engine, 'collisionStart', queue);
    Matter.Events.on(this.engine, 'collisionActive', queue);
    this.current = this.pick();
    for (let i = 0; i < STOCK_SIZE; i++) this.stock.push(this.pick());
  }

  private pick(): Mono {
    const candidates = this.mode.monos.filter((m) => m.dropCandidate);
    return candidates[Math.floor(this.random() * candidates.length)] as Mono;
  }

  /** Whether a drop now would be taken (not too soon after the last). */
  get canDrop(): boolean {
    return !this.isOver && this.frame - this.lastDrop.frame >= DROP_FRAMES;
  }

  /** Where a mono of this size may be dropped: its centre kept inside the walls. */
  clampX(x: number, mono: Mono = this.current): number {
    const half = mono.size / 2;
    return Math.min(GAME_WIDTH - MARGIN - half, Math.max(MARGIN + half, x));
  }

  /** Drops the mono in hand at `x`; false when it is too soon or over. */
  drop(x: number): boolean {
    if (!this.canDrop) return false;
    const mono = this.current;
    const at = Math.round(this.clampX(x, mono));
    const body = this.addMono(mono, at, mono.size / 2 + 4);
    this.logs.push([this.frame, 0, at]);
    this.lastDrop = { id: body.id, frame: this.frame };
    this.current = this.stock.shift() ?? this.pick();
    this.stock.push(this.pick());
    this.emit('stock');
    this.emit('dropped', mono);
    return true;
  }

  private addMono(mono: Mono, x: number, y: number): Matter.Body {
    const options = { restitution: 0.1, friction: 0.3, frictionAir: 0.01, density: 0.0008 * (1 + mono.level / 10) };
    const body =
      mono.shape === 'circle'
        ? Matter.Bodies.circle(x, y, mono.size / 2, options)
        : Matter.Bodies.rectangle(x, y, mono.size, mono.size, { ...options, chamfer: { radius: mono.size / 8 } });
    this.monoOf.set(body.id, mono);
    Matter.Composite.add(this.engine.world, body);
    return body;
  }

  private removeMono(body: Matter.Body): void {
    this.monoOf.delete(body.id);
    this.overFor.delete(body.id);
    Matter.Composite.remove(this.engine.world, body);
  }

  /** Advances one frame: physics, then fusions, then the danger line. */
  step(): void {
    if (this.isOver) return;
    this.frame++;
    this.touching.length = 0;
    Matter.Engine.update(this.engine, FRAME_MS);
    this.fuseTouching();
    this.checkDanger();
  }

  private fuseTouching(): void {
    this.fusing.clear();
    for (const [a, b] of this.touching) {
      const monoA = this.monoOf.get(a.id);
      const monoB = this.monoOf.get(b.id);
      if (!monoA || !monoB || monoA !== monoB || this.fusing.has(a.id) || this.fusing.has(b.id)) continue;
      this.fusing.add(a.id);
      this.fusing.add(b.id);
      this.fuse(a, b, monoA);
    }
  }

  private fuse(a: Matter.Body, b: Matter.Body, mono: Mono): void {
    const x = (a.position.x + b.position.x) / 2;
    const y = (a.position.y + b.position.y) / 2;
    this.removeMono(a);
    this.removeMono(b);
    this.chain = this.frame - this.lastFusionFrame <= CHAIN_FRAMES ? this.chain + 1 : 1;
    this.lastFusionFrame = this.frame;
    this.emit('chain', this.chain);
    const next = this.mode.monos[mono.level];
    // Two of the largest vanish for twice their worth; otherwise the next level appears between them.
    const worth = next ? next.score : mono.score * 2;
    this.score += Math.round(worth * (1 + (this.chain - 1) * 0.1));
    this.emit('score', this.score);
    if (!next) {
      this.emit('fused', mono, x, y);
      return;
    }
    const body = this.addMono(next, x, y);
    Matter.Body.setVelocity(body, { x: 0, y: 0 });
    this.emit('fused', next, x, y);
    if (next.level === this.mode.monos.length) {
      this.emit('explodingHead');
      const heads = this.field().filter((m) => m.mono.level === next.level).length;
      if (heads >= 2 && !this.doubleHeadSeen) {
        this.doubleHeadSeen = true;
        this.emit('doubleExplodingHead');
      }
    }
  }

  private checkDanger(): void {
    for (const body of Matter.Composite.allBodies(this.engine.world)) {
      const mono = this.monoOf.get(body.id);
      if (!mono) continue;
      const fresh = body.id === this.lastDrop.id && this.frame - this.lastDrop.frame < 90;
      if (fresh || body.bounds.min.y > DANGER_LINE) {
        this.overFor.delete(body.id);
        continue;
      }
      const frames = (this.overFor.get(body.id) ?? 0) + 1;
      this.overFor.set(body.id, frames);
      if (frames >= OVER_FRAMES) {
        this.isOver = true;
        this.emit('gameOver');
        return;
      }
    }
  }

  /** The monos on the field, for drawing. */
  field(): FieldMono[] {
    const monos: FieldMono[] = [];
    for (const body of Matter.Composite.allBodies(this.engine.world)) {
      const mono = this.monoOf.get(body.id);
      if (mono) monos.push({ id: body.id, mono, x: body.position.x, y: body.position.y, angle: body.angle });
    }
    return monos;
  }

  dispose(): void {
    Matter.Events.off(this.engine, 'collisionStart', undefined as never);
    Matter.Engine.clear(this.engine);
    this.removeAllListeners();
  }
}
