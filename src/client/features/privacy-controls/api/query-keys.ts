// Settings → Privacy's data: the controls and their history come in one answer (docs/product.md#privacy-controls).
export const privacySettingsKeys = {
  all: ['privacy-settings'] as const,
}
