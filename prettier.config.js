// Formatting for the whole tree; `npm run lint` checks it, `npm run format` applies it.
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  // Tailwind v4: the plugin reads the theme from the stylesheet to order classes.
  tailwindStylesheet: './src/client/index.css',
  tailwindFunctions: ['cva', 'cn'],
}
