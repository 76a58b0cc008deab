import extensions from 'virtual:tessera-extensions';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './Boot';
import { shellExtension } from './shell-extension';
import './styles.css';

const container = document.getElementById('app');
if (!container) throw new Error('the page has no #app element');
const all = [shellExtension, ...extensions];
createRoot(container).render(
  <StrictMode>
    <Boot extensions={all} />
  </StrictMode>,
);
