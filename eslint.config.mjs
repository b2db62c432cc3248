// Lint rules that catch mistakes; layout is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import siteLayout from './eslint/boundaries.mjs';

export default tseslint.config(
  {ignores: ['build*/', '.docusaurus/', 'docs/api/', 'static/', 'node_modules/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code runs in the browser; elsewhere a `use…` name (such as the test harness's) is not a hook.
  {...reactHooks.configs.flat.recommended, files: ['src/**', 'plugins/*/client/**']},
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // `_name` marks a parameter or binding kept for its position or to leave a property out of a rest object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
    },
  },
  {
    // The package's exports as CommonJS `require` sees them at run time, next to its types.
    rules: {'@typescript-eslint/no-require-imports': ['error', {allow: ['^@ethersphere/bee-js$']}]},
  },
  {
    // Browser, build, feature and shared code stay apart (eslint/boundaries.mjs says how).
    plugins: {'site-layout': siteLayout},
    rules: {'site-layout/boundaries': 'error'},
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
