import extensions from 'virtual:tessera-extensions';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { markBoot } from '../kernel/boot-marks';
import { readRuntimeExtensions } from '../kernel/extensions/runtime/read-runtime-extensions';
import { applyCachedTheme } from '../kernel/theme/theme-manager';
import { Boot, startClient } from './Boot';
import { bootRequests } from './early';
import { shellExtension } from './shell-extension';
import './styles.css';

// The first requests went as early.ts arrived (or go now). The last theme's colours apply before
// anything renders, so the first paint is already right; then the kernel starts (and with it the
// first page's code and data), before React's first render.
markBoot('entry');
applyCachedTheme(document, localStorage);

const container = document.getElementById('app');
if (!container) throw new Error('the page has no #app element');
const all = [shellExtension, ...extensions];
const runtime = readRuntimeExtensions(document);
const started = startClient(all, runtime, bootRequests());
markBoot('render');
createRoot(container).render(
  <StrictMode>
    <Boot extensions={all} runtime={runtime} started={started} />
  </StrictMode>,
);
