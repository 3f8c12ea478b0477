/**
 * Lint = the recommended JS and typescript-eslint rules, no `any`, and the import boundaries of
 * DESIGN.md (bulletproof-react's zones): app -> features -> shared parts, never the other way,
 * features never import each other, shared/ is imported by both sides and imports neither. On the
 * server, each content type's module imports the machinery they share (modules/content), which
 * imports none of them, and no other type's module (but TV episodes, which are videos).
 * No stylistic rules: formatting is not linted.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Sub-folders of a folder (relative to the repo root), read when the config loads. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const FEATURES = './web/src/features';
const ADMIN = `${FEATURES}/admin`;
/** Parts of the admin feature that every admin sub-feature may use; every other folder is a sub-feature. */
const ADMIN_SHARED = ['components', 'editor', 'lib', 'layout', 'session'];

const MODULES = './server/modules';
/** The server modules of the content types (docs/architecture.md), and which other type each may import. */
const CONTENT_TYPES = { articles: [], videos: [], tvshows: ['videos'], podcasts: [] };
const typeModules = (names) => names.map((name) => `${MODULES}/${name}`);

/** `folder/X` may import from `folder` only inside X itself (and the `allowed` folders of `folder`). */
const isolate = (folder, names, allowed = []) =>
  names.map((name) => ({
    target: `${folder}/${name}`,
    from: folder,
    except: [name, ...allowed].map((n) => `./${n}`),
    message:
      folder === FEATURES
        ? `${folder.slice(2)}/${name} must not import another feature: move what both need to a shared part.`
        : `${folder.slice(2)}/${name} may import from admin only itself and ${allowed.join(', ')}: move what sub-features share there.`,
  }));

const zones = [
  // Features never import each other (admin included), nor the app that composes them.
  ...isolate(FEATURES, foldersIn(FEATURES)),
  ...isolate(ADMIN, foldersIn(ADMIN).filter((name) => !ADMIN_SHARED.includes(name)), ADMIN_SHARED),
  { target: FEATURES, from: './web/src/app', message: 'Features must not import the app: the app imports features.' },
  // Shared parts are imported by features and the app, never the other way.
  {
    target: ['./web/src/components', './web/src/lib', './shared'],
    from: [FEATURES, './web/src/app'],
    message: 'Shared parts must not import features or the app.',
  },
  // shared/ is the contract both sides import: it imports neither.
  { target: './shared', from: ['./server', './web'], message: 'shared/ must not import server/ or web/.' },
  // No exception for server/ssr and server/plugins/web.ts: they render the web app by path, through
  // Vite's ssrLoadModule (dev) or the built dist/web/server entry (prod), and import only server/
  // and shared/ modules.
  { target: './server', from: './web', message: 'server/ must not import web/ (share code through shared/).' },
  // The web app gets types from shared/, never from server/.
  { target: './web', from: './server', message: 'web/ must not import server/ (the contract is in shared/).' },
  // What every content type shares knows none of them: a type's own code lives in its module.
  {
    target: `${MODULES}/content`,
    from: typeModules(Object.keys(CONTENT_TYPES)),
    message: 'modules/content is what every content type shares: it must not import a type; move the type-specific part to the type.',
  },
  ...Object.entries(CONTENT_TYPES).map(([name, allowed]) => ({
    target: `${MODULES}/${name}`,
    from: typeModules(Object.keys(CONTENT_TYPES).filter((other) => other !== name && !allowed.includes(other))),
    message: `modules/${name} must not import another content type's module: share it through modules/content.`,
  })),
];

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'test-results/', 'migrations/', 'web/public/', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  {
    files: ['{server,shared,seed,tests,bench}/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: `${root}tsconfig.json` }, node: true },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // The code base marks bindings kept on purpose with `_` (e.g. `{ html: _html, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    // The two classic hook rules only (the plugin's recommended set adds the React Compiler's).
    files: ['web/src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
