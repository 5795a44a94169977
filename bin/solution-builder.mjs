#!/usr/bin/env node
// Entry point of the command-line checker. It runs the TypeScript sources directly (through tsx),
// so the checker and the app share one core with no separate build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
