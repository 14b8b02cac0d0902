import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import arrows of CONVENTIONS.md, enforced so nobody has to remember them.
const arrows = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared imports neither side.' },
        { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
        { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
        {
          target: ['./src/client/components', './src/client/lib', './src/client/hooks', './src/client/config'],
          from: ['./src/client/features', './src/client/app'],
          message: 'components, lib, hooks and config sit below features and app.',
        },
        { target: './src/client/features', from: './src/client/app', message: 'A feature never imports the app layer.' },
        // A feature does not import another feature; a route file composes them.
        ...readdirSync(new URL('./src/client/features', import.meta.url)).map(
          (feature) => ({
            target: `./src/client/features/${feature}`,
            from: './src/client/features',
            except: [`./${feature}`],
            message: 'A feature does not import another feature; compose them in app/.',
          }),
        ),
      ],
    },
  ],
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', '.data-test*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the @/ alias through tsconfig, so the zones below see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      ...arrows,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Playwright fixtures must destructure their dependencies, even when there are none.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  { files: ['*.config.ts', '*.config.js', '**/*.d.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
)
