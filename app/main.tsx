import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './Boot';
import './styles.css';

const container = document.getElementById('app');
if (!container) throw new Error('the page has no #app element');
createRoot(container).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
