// Synthesises Tessera's bundled sounds and encodes them as MP3 into app/public/client-assets/sounds/.
// Our own sounds, made from sine tones with short envelopes; run once and commit the files:
//   node --import tsx scripts/make-sounds.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 44_100;
const out = fileURLToPath(new URL('../app/public/client-assets/sounds/tessera/', import.meta.url));

/** A tone: frequency in Hz from start to end of the note, with an attack and exponential decay. */
interface Tone {
  at: number;
  length: number;
  from: number;
  to?: number;
  gain?: number;
  decay?: number;
}

function render(tones: readonly Tone[]): Int16Array {
  const total = Math.max(...tones.map((t) => t.at + t.length)) + 0.02;
  const samples = new Float32Array(Math.ceil(total * RATE));
  for (const tone of tones) {
    const start = Math.floor(tone.at * RATE);
    const count = Math.floor(tone.length * RATE);
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / RATE;
      const frequency = tone.from + ((tone.to ?? tone.from) - tone.from) * (i / count);
      phase += (2 * Math.PI * frequency) / RATE;
      const attack = Math.min(1, t / 0.004);
      const envelope = attack * Math.exp(-t * (tone.decay ?? 18));
      samples[start + i] = (samples[start + i] ?? 0) + Math.sin(phase) * envelope * (tone.gain ?? 0.5);
    }
  }
  return Int16Array.from(samples, (s) => Math.max(-32767, Math.min(32767, Math.round(s * 32767))));
}

function mp3(pcm: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, RATE, 96);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c)));
}

/** The bundled sounds by name (their preference value is 'tessera/<name>'). */
const SOUNDS: Record<string, Tone[]> = {
  pop: [{ at: 0, length: 0.12, from: 880, to: 660, decay: 30 }],
  blip: [{ at: 0, length: 0.08, from: 1320, decay: 40, gain: 0.4 }],
  chime: [
    { at: 0, length: 0.5, from: 1046.5, decay: 7, gain: 0.35 },
    { at: 0.09, length: 0.5, from: 1318.5, decay: 7, gain: 0.3 },
  ],
  bell: [
    { at: 0, length: 0.8, from: 784, decay: 5, gain: 0.35 },
    { at: 0, length: 0.8, from: 1568, decay: 8, gain: 0.12 },
  ],
  bubble: [{ at: 0, length: 0.15, from: 400, to: 1100, decay: 20, gain: 0.45 }],
  knock: [
    { at: 0, length: 0.06, from: 220, decay: 60, gain: 0.7 },
    { at: 0.12, length: 0.06, from: 200, decay: 60, gain: 0.7 },
  ],
  triple: [
    { at: 0, length: 0.1, from: 988, decay: 30, gain: 0.35 },
    { at: 0.1, length: 0.1, from: 1175, decay: 30, gain: 0.35 },
    { at: 0.2, length: 0.16, from: 1480, decay: 20, gain: 0.35 },
  ],
};

mkdirSync(out, { recursive: true });
for (const [name, tones] of Object.entries(SOUNDS)) {
  const data = mp3(render(tones));
  writeFileSync(`${out}${name}.mp3`, data);
  console.log(`tessera/${name}.mp3: ${data.length} bytes`);
}
