/** The volumes the game plays at: its own (the `game.dropAndFusion` preference) under the master volume. */
export interface GameVolumes {
  master: number;
  bgm: number;
  sfx: number;
}

/** The music: a slow loop of four chords, as notes in Hz. */
const CHORDS = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [196.0, 246.94, 293.66],
];
const BEAT_S = 0.45;

/**
 * The game's sounds, made with Web Audio rather than recordings: a pop whose pitch falls as the
 * fused mono grows, a soft thud for a drop, and a quiet arpeggio as music. Volumes are read on
 * every sound, so changing them takes effect at once.
 */
export class GameSound {
  private context: AudioContext | null = null;
  private music: ReturnType<typeof setInterval> | null = null;
  private step = 0;

  constructor(private readonly volumes: () => GameVolumes) {}

  /** Audio may start only after a person's gesture: call from the start button. */
  resume(): void {
    if (typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    void this.context.resume();
  }

  private tone(frequency: number, seconds: number, gain: number, type: OscillatorType): void {
    const context = this.context;
    if (!context || gain <= 0) return;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    const now = context.currentTime;
    envelope.gain.setValueAtTime(gain, now);
    envelope.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
    oscillator.connect(envelope).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + seconds);
  }

  fused(level: number): void {
    const { master, sfx } = this.volumes();
    this.tone(880 / 1.15 ** level, 0.18, 0.4 * master * sfx, 'triangle');
  }

  dropped(): void {
    const { master, sfx } = this.volumes();
    this.tone(140, 0.08, 0.3 * master * sfx, 'sine');
  }

  startMusic(): void {
    this.stopMusic();
    this.music = setInterval(() => {
      const { master, bgm } = this.volumes();
      const chord = CHORDS[Math.floor(this.step / 4) % CHORDS.length] ?? [];
      const note = chord[this.step % 3];
      if (note) this.tone(note, BEAT_S * 1.6, 0.15 * master * bgm, 'sine');
      this.step++;
    }, BEAT_S * 1000);
  }

  stopMusic(): void {
    if (this.music) clearInterval(this.music);
    this.music = null;
  }

  dispose(): void {
    this.stopMusic();
    void this.context?.close();
    this.context = null;
  }
}
