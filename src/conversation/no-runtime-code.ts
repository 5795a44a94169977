/**
 * zod, which the AI SDK's providers read a service's answers with, compiles checking code at run
 * time when it can, and finds out whether it can with `new Function`. The conversation's document
 * allows no 'unsafe-eval' (and the builder runs no generated code), so it is told not to try.
 * This happens as the module is evaluated: the conversation's entry imports it before anything
 * that uses zod, since some of those read with it as they are evaluated.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
