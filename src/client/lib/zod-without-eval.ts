// zod compiles object schemas with `new Function` after probing whether eval is allowed; under this app's CSP the
// probe itself is reported as a violation. `jitless` skips both. Set on zod's global config without importing zod,
// so the entry chunks stay free of it; imported first by every entry, before any schema is parsed.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })

export {}
