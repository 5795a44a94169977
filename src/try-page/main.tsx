/** The entry of the conversation's document (try.html), loaded in a frame only when the person opens "Try it". */
import { forbidRuntimeCode } from '../conversation/no-runtime-code';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { TryApp } from './try-app';

forbidRuntimeCode();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TryApp />
  </StrictMode>,
);
