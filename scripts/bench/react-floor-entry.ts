import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// The React floor's page code (scripts/bench/react-floor.ts): the floor page's answer, asked for
// before this code ran, drawn as one React element, as any React client must at the least.
declare global {
  var floorAnswer: Promise<{ text: string | null }[]>;
}

const [note] = await globalThis.floorAnswer;
const root = document.getElementById('root');
if (root) createRoot(root).render(createElement('p', null, note?.text ?? ''));
