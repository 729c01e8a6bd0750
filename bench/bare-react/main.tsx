/**
 * The floor for the console's first load: React 19 and react-dom rendering
 * one element, built by the bench with the console's own Vite settings.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
