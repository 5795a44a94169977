#!/usr/bin/env node
// Entry point of the command-line checker: the built module (npm run build, or npm pack's prepack),
// so it runs with plain Node and the package's run-time dependencies only.
import { main } from '../cli-dist/main.js';

process.exitCode = await main(process.argv.slice(2));
