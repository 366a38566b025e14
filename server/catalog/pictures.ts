/**
 * The store's pictures as a phone paints them cheaply. A browser lays out and paints an SVG picture
 * on its main thread, as a small document of its own, while the page is still being taken over; a
 * WebP picture it decodes aside. So the pictures travel as WebP, drawn once from their SVG here and
 * kept, and the SVG stays the source (and is still served for whoever asks for it).
 */

import sharp from 'sharp'

/** Pictures kept at most, in bytes: about four thousand product pictures. */
const KEPT_BYTES = 64 * 1024 * 1024

/**
 * Where a picture is drawn from: the store's own SVG, or a merchant's picture (JPEG, PNG, WebP or
 * AVIF) with the box it is fitted into; or the picture itself, drawn ahead as WebP.
 */
export type PictureSource = { svg: string } | { bytes: Buffer; height: number } | { webp: Buffer }

export interface Pictures {
  /** The picture named `key`, drawn from `source()` at `width` pixels wide the first time it is asked for. */
  webp(key: string, width: number, source: () => PictureSource | Promise<PictureSource>): Promise<Buffer>
}

/** Draws an SVG picture into WebP, `width` pixels wide, sharp at any size its view box has. */
export async function webpOf(svg: string, width: number): Promise<Buffer> {
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? width)
  return sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer()
}

/** A merchant's picture fitted whole into a `width` by `height` box on white, as a product card shows the store's own. */
export async function fittedWebp(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize({ width, height, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer()
}

const drawnFrom = async (source: PictureSource, width: number) =>
  'webp' in source ? source.webp : 'svg' in source ? webpOf(source.svg, width) : fittedWebp(source.bytes, width, source.height)

/**
 * Pictures drawn once and kept, the least recently asked for let go first; the same picture asked
 * for many times at once is drawn once.
 */
export function createPictures(keptBytes = KEPT_BYTES): Pictures {
  const kept = new Map<string, Buffer>()
  const drawing = new Map<string, Promise<Buffer>>()
  let bytes = 0

  function keep(key: string, picture: Buffer) {
    kept.set(key, picture)
    bytes += picture.length
    for (const [oldest, old] of kept) {
      if (bytes <= keptBytes) break
      kept.delete(oldest)
      bytes -= old.length
    }
  }

  return {
    webp(key, width, source) {
      const picture = kept.get(key)
      if (picture) {
        kept.delete(key)
        kept.set(key, picture)
        return Promise.resolve(picture)
      }
      const pending = drawing.get(key)
      if (pending) return pending
      const drawn = Promise.resolve()
        .then(source)
        .then((picture) => drawnFrom(picture, width))
        .then((webp) => (keep(key, webp), webp))
        .finally(() => drawing.delete(key))
      drawing.set(key, drawn)
      return drawn
    },
  }
}
