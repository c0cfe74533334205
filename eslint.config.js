// Lint, and the architecture's import rules: a remote never imports another remote or the
// shell, a service never another service, libs never an app (DESIGN "Layout of the repository").
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { ROUTER_EXPORTS } from './libs/build/src/router-exports.js';

const REMOTES = ['content', 'learn', 'games', 'library', 'admin'];
const SERVICES = ['gateway', 'identity', 'content', 'learn', 'audience', 'render'];
const APPS = ['shell', ...REMOTES.map((r) => `remotes/${r}`), ...SERVICES.map((s) => `services/${s}`)];

const appPackages = ['@site/shell', '@site/remote-*', '@site/gateway', '@site/*-service', '@site/e2e'];

/**
 * One rule config per file: a second one for the same files would replace the first, not add to it. The browser's
 * shared router is shaken to the names it allows.
 */
function restrictedImports(routerNames) {
  return {
    paths: [
      {
        name: 'react-router-dom',
        allowImportNames: routerNames,
        allowTypeImports: true,
        message:
          'The shared router is shaken to ROUTER_EXPORTS (libs/build/src/router-exports.js); add the name there first.',
      },
    ],
    patterns: [{ group: appPackages, message: 'Apps are never imported by package name; see the zones above.' }],
  };
}

/** Zones for import-x/no-restricted-paths: files in `target` may not import from `from`. */
function zones() {
  const list = [];
  for (const remote of REMOTES) {
    list.push({
      target: `./remotes/${remote}`,
      from: ['./shell', './services', ...REMOTES.filter((r) => r !== remote).map((r) => `./remotes/${r}`)],
      message: 'A remote imports only libs: never another remote, the shell or a service.',
    });
  }
  list.push({
    target: './shell',
    from: ['./remotes', './services'],
    message: 'The shell loads remotes at runtime only.',
  });
  for (const service of SERVICES) {
    list.push({
      target: `./services/${service}`,
      from: ['./shell', './remotes', ...SERVICES.filter((s) => s !== service).map((s) => `./services/${s}`)],
      message: 'A service never imports another service or a front end; talk over HTTP.',
    });
  }
  list.push({
    target: './libs',
    from: APPS.map((app) => `./${app}`).concat('./infra', './e2e'),
    message: 'Libs never import an app.',
  });
  return list;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones() }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['libs/**', 'shell/**', 'remotes/**', 'services/**'],
    // The shell's server entry runs in Node, where the router is not shaken: it alone may use the static router.
    ignores: ['shell/src/server/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports(ROUTER_EXPORTS)] },
  },
  {
    files: ['shell/src/server/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports([...ROUTER_EXPORTS, 'StaticRouter'])] },
  },
);
