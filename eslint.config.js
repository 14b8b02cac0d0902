import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The import arrows between layers (the server's: docs/decisions/112-module-graph.md), enforced so nobody has to
// remember them. Core ESLint only: import-x's resolver needs platform binaries this registry does not carry, which
// breaks `npm ci`.
const features = readdirSync(new URL('./src/client/features', import.meta.url))
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Which modules each server module's code may import, through their index.ts (docs/decisions/112-module-graph.md). A new
// arrow is a change here and in that decision; a module folder missing here, or an arrow that closes a cycle, stops lint.
const SERVER_MODULE_GRAPH = {
  accounts: [],
  funnels: ['accounts'],
  onboarding: ['accounts', 'funnels'],
  runtime: ['accounts'],
  'company-webhooks': ['accounts', 'runtime'],
  agents: ['onboarding', 'runtime'],
  'ai-writing': ['accounts', 'runtime'],
  approvals: ['accounts', 'runtime'],
  people: ['accounts', 'company-webhooks', 'funnels', 'runtime'],
  backoffice: ['accounts', 'funnels', 'people'],
  'company-data': ['accounts', 'company-webhooks', 'runtime'],
  contacts: ['accounts', 'runtime'],
  inbound: ['accounts', 'runtime'],
  retention: [],
  'test-bench': ['accounts', 'ai-writing', 'runtime'],
}

function checkModuleGraph(folders, graph) {
  const listed = Object.keys(graph)
  const disagreements = [
    ...folders.filter((name) => !listed.includes(name)).map((name) => `${name} is not listed`),
    ...listed.filter((name) => !folders.includes(name)).map((name) => `${name} has no folder`),
  ]
  if (disagreements.length) throw new Error(`SERVER_MODULE_GRAPH and src/server/modules disagree: ${disagreements.join(', ')}`)
  const visit = (name, path) => {
    if (!graph[name]) throw new Error(`SERVER_MODULE_GRAPH: ${path.at(-1)} imports ${name}, which is not a module`)
    if (path.includes(name)) throw new Error(`SERVER_MODULE_GRAPH has a cycle: ${[...path, name].join(' → ')}`)
    for (const next of graph[name]) visit(next, [...path, name])
  }
  for (const name of listed) visit(name, [])
}
checkModuleGraph(serverModules, SERVER_MODULE_GRAPH)

function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }] }
}

const SHARED = ['^(@/(client|server)/|(\\.\\./)+(client|server)(/|$))', 'src/shared imports neither side.']
const CLIENT_TO_SERVER = ['^(@/server/|(\\.\\./)+server(/|$))', 'The client never imports the server.']
const SERVER_TO_CLIENT = ['^(@/client/|(\\.\\./)+client(/|$))', 'The server never imports the client.']
const BELOW_FEATURES = [
  '^(@/client/(features|app)/|(\\.\\./)+(features|app)(/|$))',
  'components, lib, hooks and config sit below features and app.',
]
const FEATURE_TO_APP = '^(@/client/app/|(\\.\\./)+app(/|$))'

// A feature does not import another feature; a route file composes them. Relative paths may not climb out of
// the feature folder, whatever the depth of the importing file.
const featureBlocks = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/client/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict(
      CLIENT_TO_SERVER,
      [FEATURE_TO_APP, 'A feature never imports the app layer.'],
      // …except its query keys, so a feature that changes another's data refreshes it (docs/decisions/081-query-keys.md).
      [`^@/client/features/(?!${feature}/)(?![^/]+/api/query-keys$)`, 'A feature does not import another feature; compose them in app/.'],
      [
        `^(\\.\\./){${depth + 1},}`,
        `Leave the ${feature} feature through the @/client alias, not ../ (features do not import each other).`,
      ],
    ),
  })),
)

// The server's arrows: platform → modules → app.ts. A module is used through its index.ts only, and the platform
// (what every domain uses) imports no module. A module's code imports only the modules SERVER_MODULE_GRAPH lists; its
// tests, like app.ts, sit above the graph and may import any module's index (an API test builds the whole app).
const MODULE_INNER = ['(^|/)modules/[^/]+/.', 'Import a module through its index.ts (`@/server/modules/<name>`), not its inner files.']
// API tests build the whole app (`@/server/app`); the code under test never does.
const NO_APP = ['^@/server/app$|^(\\.\\./)+app$', 'Only app.ts assembles the modules; code here never imports it.']
const moduleBlocks = serverModules.flatMap((module) =>
  [0, 1, 2].flatMap((depth) => {
    const files = [`src/server/modules/${module}/${'*/'.repeat(depth)}*.ts`]
    const arrows = [
      SERVER_TO_CLIENT,
      [`^(@/|src/)server/modules/(?!${module}(/|$))[^/]+/.`, 'Import another module through its index.ts (`@/server/modules/<name>`).'],
      [
        `^(\\.\\./){${depth + 1},}`,
        `Leave the ${module} module through the @/server alias, not ../ (modules meet through their index.ts).`,
      ],
    ]
    const allowed = SERVER_MODULE_GRAPH[module]
    const graph = [
      `^(@/|src/)server/modules/(?!(${[module, ...allowed].join('|')})(/|$))`,
      `The ${module} module imports ${allowed.length ? `only ${allowed.join(', ')}` : 'no other module'}: a new arrow changes ` +
        'docs/decisions/112-module-graph.md and SERVER_MODULE_GRAPH in eslint.config.js.',
    ]
    return [
      { files, ignores: ['**/*.test.ts'], rules: restrict(...arrows, graph, NO_APP) },
      { files: files.map((glob) => glob.replace(/\*\.ts$/, '*.test.ts')), rules: restrict(...arrows) },
    ]
  }),
)
const PLATFORM_TO_MODULES = ['(^|/)modules(/|$)', 'The platform imports no module.']

const arrowBlocks = [
  { files: ['src/shared/**/*.{ts,tsx}'], rules: restrict(SHARED) },
  { files: ['src/server/**/*.ts'], rules: restrict(SERVER_TO_CLIENT, MODULE_INNER) },
  { files: ['src/server/platform/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(SERVER_TO_CLIENT, PLATFORM_TO_MODULES, NO_APP) },
  { files: ['src/server/platform/**/*.test.ts'], rules: restrict(SERVER_TO_CLIENT, PLATFORM_TO_MODULES) },
  { files: ['src/client/**/*.{ts,tsx}'], rules: restrict(CLIENT_TO_SERVER) },
  { files: ['src/client/{components,lib,hooks,config}/**/*.{ts,tsx}'], rules: restrict(CLIENT_TO_SERVER, BELOW_FEATURES) },
  ...featureBlocks,
  ...moduleBlocks,
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', '.data-test*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      // Prettier wraps code at 140 columns but not comments; a string that is shown verbatim may run longer.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
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
  ...arrowBlocks,
)
