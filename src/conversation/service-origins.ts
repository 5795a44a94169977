/**
 * The origins the conversation's document may reach: the model services it offers and this
 * computer. Its Content-Security-Policy (vite.try.config.ts) lists exactly these, so a request
 * anywhere else is refused by the browser whatever the code asks.
 */
export const SERVICE_ORIGINS = [
  'https://api.openai.com',
  'https://api.anthropic.com',
  'https://openrouter.ai',
  'https://generativelanguage.googleapis.com',
  'http://localhost:*',
  'http://127.0.0.1:*',
] as const;
