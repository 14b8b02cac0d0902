import type { Config } from '@/server/config'

/** What every back-office route plugin is given: the server's configuration (the n8n URL, the product's name). */
export type BackOfficeOptions = { config: Config }
