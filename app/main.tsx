import extensions from 'virtual:tessera-extensions';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeExtensions } from '../kernel/extensions/runtime/read-runtime-extensions';
import { applyCachedTheme } from '../kernel/theme/theme-manager';
import { Boot, startBootRequests } from './Boot';
import { shellExtension } from './shell-extension';
import './styles.css';

// The first requests go before anything else runs; then the last theme's colours before anything
// renders, so the first paint is already right.
const requests = startBootRequests();
applyCachedTheme(document, localStorage);

const container = document.getElementById('app');
if (!container) throw new Error('the page has no #app element');
const all = [shellExtension, ...extensions];
createRoot(container).render(
  <StrictMode>
    <Boot extensions={all} runtime={readRuntimeExtensions(document)} requests={requests} />
  </StrictMode>,
);
