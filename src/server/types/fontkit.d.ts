// fontkit ships no types; this is the part the PDF report uses (https://github.com/foliojs/fontkit#readme).
declare module 'fontkit' {
  export interface Font {
    postscriptName: string
    unitsPerEm: number
    ascent: number
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Uint8Array): Font
}

// pdfkit takes an already parsed fontkit font as well as a path or buffer (PDFFontFactory.open in pdfkit 0.20),
// so a font is parsed once per process instead of once per document.
declare namespace PDFKit.Mixins {
  interface PDFFont {
    font(src: import('fontkit').Font, size?: number): this
  }
}
