import { inflateSync } from 'node:zlib'

/**
 * The colour of the first pixel of a PNG screenshot (8-bit RGB or RGBA, as Chromium writes them), so a test can
 * say what a screenshot shows without comparing it with a stored image.
 */
export function firstPixel(png: Buffer): { r: number; g: number; b: number } {
  let offset = 8
  const data: Buffer[] = []
  let colourType = -1
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      if (body[8] !== 8) throw new Error(`Only 8-bit PNGs are read, not ${body[8]}-bit`)
      colourType = body[9] ?? -1
    }
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  if (colourType !== 2 && colourType !== 6) throw new Error(`Only RGB and RGBA PNGs are read, not type ${colourType}`)
  // Each row starts with its filter byte. The first pixel of the first row has no neighbour above or to the left,
  // and every PNG filter predicts 0 from missing neighbours, so that pixel is stored as is whatever the filter.
  const pixels = inflateSync(Buffer.concat(data))
  const [r = 0, g = 0, b = 0] = pixels.subarray(1, 4)
  return { r, g, b }
}

/** Relative luminance (WCAG) of a colour. */
export function luminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
