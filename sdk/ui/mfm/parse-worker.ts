// Parses one MFM text off the page's thread (see parse.ts); the page terminates it when it runs long.
import * as mfm from 'mfm-js';

self.onmessage = (event: MessageEvent<{ text: string; nestLimit: number }>) => {
  self.postMessage(mfm.parse(event.data.text, { nestLimit: event.data.nestLimit }));
};
