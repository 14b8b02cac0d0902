/** A bad environment value: its message is the one line the server stops with, naming the variable. */
export class ConfigError extends Error {}
