// WCAG 2.x relative luminance and contrast (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).

/** The relative luminance of a '#rrggbb' colour, from 0 (black) to 1 (white). */
export function luminanceOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** The contrast ratio of two '#rrggbb' colours, from 1 to 21. */
export function contrastOf(first: string, second: string): number {
  const [light, dark] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

/**
 * The text colour for a button or header on `background`: white or black, whichever contrasts more. One of the two
 * always reaches 4.58:1, above WCAG AA's 4.5:1 for body text; a near-black would fall under it on mid-tone colours.
 */
export function textColorOn(background: string): '#ffffff' | '#000000' {
  return contrastOf(background, '#ffffff') >= contrastOf(background, '#000000') ? '#ffffff' : '#000000'
}
