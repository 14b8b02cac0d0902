import './lib/zod-without-eval'
import './index.css'
import { createRoot } from 'react-dom/client'
import { renderApp } from './app/app'

// Every page but the landing page starts here (index.html); `/` starts at landing-main.tsx (docs/decisions/023).
const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element in index.html')

renderApp(createRoot(container))
