import type { PrivacyControls } from '../schemas/privacy'

/**
 * Whether the company's data may go to a processor outside the product's servers (a language model provider, say):
 * never while local processing is on (docs/decisions/101-privacy-controls.md). Anything that would call one asks first.
 */
export function mayUseOutsideProcessor(controls: Pick<PrivacyControls, 'localProcessing'>): boolean {
  return !controls.localProcessing
}
