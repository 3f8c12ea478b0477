/** `npm run dev`: the same server with Vite in middleware mode (HMR) instead of built files. */
import { start } from './lifecycle.ts';

await start('dev');
