/** The entry of the conversation's document (try.html), loaded in a frame only when the person opens "Try it". */
// First: it sets zod up before any module that uses zod is evaluated.
import '../conversation/no-runtime-code';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { TryApp } from './try-app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TryApp />
  </StrictMode>,
);
