import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createPictures } from './pictures.ts'

const square = (color: string) => ({ svg: squareSvg(color) })
const squareSvg = (color: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${color}"/></svg>`

describe('pictures drawn as WebP', () => {
  it('draws a picture at the width asked for, sharp from its view box, with the SVG’s colours', async () => {
    const webp = await createPictures().webp('red', 120, () => square('#ff0000'))
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([120, 120])
    expect(data[0]).toBeGreaterThan(240)
    expect(data[1]).toBeLessThan(20)
  })

  it('draws a picture asked for many times at once only once, and keeps it', async () => {
    const pictures = createPictures()
    let drawn = 0
    const svg = () => (drawn++, square('#00ff00'))
    const all = await Promise.all(Array.from({ length: 20 }, () => pictures.webp('green', 40, svg)))
    await pictures.webp('green', 40, svg)
    expect(drawn).toBe(1)
    expect(new Set(all).size).toBe(1)
  })

  it('lets the least recently asked for picture go when more would be kept than it may', async () => {
    const one = await createPictures().webp('probe', 40, () => square('#0000ff'))
    const pictures = createPictures(one.length * 2)
    let drawn = 0
    const svg = (color: string) => () => (drawn++, square(color))
    await pictures.webp('a', 40, svg('#0000ff'))
    await pictures.webp('b', 40, svg('#0000fe'))
    await pictures.webp('a', 40, svg('#0000ff'))
    await pictures.webp('c', 40, svg('#0000fd'))
    expect(drawn).toBe(3)
    await pictures.webp('a', 40, svg('#0000ff'))
    expect(drawn).toBe(3)
    await pictures.webp('b', 40, svg('#0000fe'))
    expect(drawn).toBe(4)
  })

  it('fits a merchant’s picture whole into its box on white, however it is shaped', async () => {
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const webp = await createPictures().webp('wide', 120, () => ({ bytes: wide, height: 120 }))
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([120, 120])
    const at = (x: number, y: number) => [...data.subarray((y * 120 + x) * info.channels, (y * 120 + x) * info.channels + 3)]
    expect(at(60, 5)[1]).toBeGreaterThan(240)
    expect(at(60, 60)[0]).toBeGreaterThan(240)
    expect(at(60, 60)[1]).toBeLessThan(20)
  })
})
