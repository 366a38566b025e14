/**
 * The store's pictures, drawn as small SVGs: a snack pack for every product, a fan of packs for a
 * bundle, the gift card, and the home banners. Pure SVG, no fonts, images or scripts, so the
 * pictures' Content-Security-Policy holds.
 */

import { seeded } from '../db/seed/seeded.ts'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Rounds a coordinate to one decimal, so the pictures stay small. */
const n = (value: number) => Math.round(value * 10) / 10

/** A stable number from a name: the same name always gets the same hue or the same scatter. */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619)
  return hash >>> 0
}

// Colours

type Rgb = readonly [number, number, number]

const WHITE = '#ffffff'
const INK = '#221c16'
const BLACK = '#000000'

function rgbOf(color: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match) return undefined
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb
}

function hexOf(rgb: Rgb): string {
  const byte = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${rgb.map(byte).join('')}`
}

/** A colour the pictures can use: the colour itself when it is a #rgb or #rrggbb colour, else a quiet grey. */
function safeColor(color: string): string {
  const rgb = rgbOf(color)
  return rgb ? hexOf(rgb) : '#6c757d'
}

/** `from` moved the share `amount` of the way towards `to`. */
function blend(from: string, to: string, amount: number): string {
  const a = rgbOf(from)!
  const b = rgbOf(to)!
  return hexOf([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb)
}

const darker = (color: string, amount: number) => blend(color, BLACK, amount)
const lighter = (color: string, amount: number) => blend(color, WHITE, amount)

function hslColor(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (k: number) => {
    const h = (k + hue / 30) % 12
    return 255 * (lightness - a * Math.max(-1, Math.min(h - 3, 9 - h, 1)))
  }
  return hexOf([channel(0), channel(8), channel(4)])
}

function luminance(color: string): number {
  const linear = rgbOf(color)!.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!
}

/** How well one colour reads on another, as WCAG counts it (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** The text colour for a background: white on dark colours, near-black on light ones, always at least 4.5:1. */
export function inkOn(background: string): string {
  const white = contrastRatio(WHITE, background)
  const ink = contrastRatio(INK, background)
  if (white >= ink && white >= 4.5) return WHITE
  if (ink >= 4.5) return INK
  return white >= 4.5 ? WHITE : BLACK
}

/** The brand's own colour, deepened until it reads on `background`; plain ink when it never does. */
function brandInkOn(brand: string, background: string): string {
  for (const amount of [0.35, 0.5, 0.65]) {
    const ink = darker(brand, amount)
    if (contrastRatio(ink, background) >= 4.6) return ink
  }
  return inkOn(background)
}

/** The colours flavors are known by on a snack aisle; the first name that matches wins. */
const FLAVOR_COLORS: [RegExp, string][] = [
  [/mango/, '#f08c1a'],
  [/barbe?cue|bbq|smok|mesquite/, '#7b2d1a'],
  [/lime/, '#4f8f2f'],
  [/jalapeno|poblano|green chile/, '#2e7d32'],
  [/pickle|dill/, '#6b8e23'],
  [/habanero|blazin|hot|fire|flamin|spicy|chipotle|sriracha|buffalo|chili/, '#d63d1f'],
  [/sea salt|lightly salted/, '#2b6cb0'],
  [/vinegar/, '#3a8fb7'],
  [/sour cream|onion/, '#8fcf7f'],
  [/cheddar|cheese|nacho/, '#f29e1f'],
  [/ranch|herb/, '#4c9a6a'],
  [/honey|mustard/, '#e0a526'],
  [/caramel|toffee|butterscotch/, '#c47a2c'],
  [/maple/, '#a65a22'],
  [/chocolate|cocoa|fudge|brownie/, '#5b3520'],
  [/peanut/, '#b7773a'],
  [/cinnamon/, '#a0522d'],
  [/vanilla|cream/, '#f0dfb0'],
  [/original|classic|plain|salted/, '#e3b23c'],
]

/** The colour of a flavor's ribbon: the aisle's colour for a known flavor, else a steady hue of its own. */
export function flavorColor(flavor: string): string {
  const name = flavor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const known = FLAVOR_COLORS.find(([pattern]) => pattern.test(name))
  return known ? known[1] : hslColor(hashOf(name) % 360, 0.55, 0.45)
}

/** Every colour printed on a pack, each text colour chosen for the colour it sits on. */
export interface PackColors {
  band: string
  brandInk: string
  seal: string
  paper: string
  nameInk: string
  ribbon: string
  flavorInk: string
}

export function packColors(brandColor: string, flavor: string): PackColors {
  const band = safeColor(brandColor)
  const ribbon = flavorColor(flavor)
  const paper = blend(ribbon, '#fffaf1', 0.84)
  return {
    band,
    brandInk: inkOn(band),
    seal: darker(band, 0.18),
    paper,
    nameInk: brandInkOn(band, paper),
    ribbon,
    flavorInk: inkOn(ribbon),
  }
}

// Text that fits

/** Roughly how wide a letter of a bold sans-serif is, in ems; on the wide side, so text fits in every font. */
function letterWidth(ch: string): number {
  if (/[ijl.,:;'!|]/.test(ch)) return 0.36
  if (/[ftrI ()-]/.test(ch)) return 0.5
  if (/[mwMW@%]/.test(ch)) return 1.05
  if (/[A-Z&]/.test(ch)) return 0.8
  return 0.7
}

/** How wide a line is drawn at a font size: never less than 0.6 em a letter. */
function textWidth(text: string, size: number): number {
  const letters = [...text]
  const drawn = letters.reduce((sum, ch) => sum + letterWidth(ch), 0)
  return Math.max(0.6 * letters.length, drawn) * size
}

const LINE_HEIGHT = 1.15

interface TextBox {
  width: number
  height: number
  largest: number
  smallest: number
}

interface TextBlock {
  lines: string[]
  size: number
}

/** Words laid into lines no wider than `width`; undefined when a single word is wider. */
function wrapWords(words: string[], size: number, width: number): string[] | undefined {
  const lines: string[] = []
  for (const word of words) {
    if (textWidth(word, size) > width) return undefined
    const last = lines.at(-1)
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function shortened(text: string, size: number, width: number): string {
  const letters = [...text]
  while (letters.length > 1 && textWidth(`${letters.join('')}…`, size) > width) letters.pop()
  return `${letters.join('').trimEnd()}…`
}

/**
 * The text at the largest size whose wrapped lines fit the box. A text too long even at the
 * smallest size keeps the lines that fit, the last one ending in an ellipsis.
 */
function fitText(text: string, box: TextBox): TextBlock {
  const words = text.split(/\s+/).filter(Boolean)
  for (let size = box.largest; size >= box.smallest; size--) {
    const lines = wrapWords(words, size, box.width)
    if (lines && lines.length * size * LINE_HEIGHT <= box.height) return { lines, size }
  }
  const size = box.smallest
  const room = Math.max(1, Math.floor(box.height / (size * LINE_HEIGHT)))
  const pieces = words.flatMap((word) => (textWidth(word, size) <= box.width ? [word] : [shortened(word, size, box.width)]))
  const lines = wrapWords(pieces, size, box.width)!
  if (lines.length <= room) return { lines, size }
  const kept = lines.slice(0, room)
  kept[room - 1] = shortened(`${kept[room - 1]} ${lines[room]}`, size, box.width)
  return { lines: kept, size }
}

/** A block of lines around the height `middle`, each anchored at `x` as its group says: centred, or starting there. */
function textLines(block: TextBlock, x: number, middle: number): string {
  const step = block.size * LINE_HEIGHT
  return block.lines
    .map((line, i) => {
      const baseline = middle + (i - (block.lines.length - 1) / 2) * step + 0.36 * block.size
      return `<text x="${n(x)}" y="${n(baseline)}" font-size="${block.size}">${escapeXml(line)}</text>`
    })
    .join('')
}

/** Bold letters in the system's sans-serif; each group of text says where its lines are anchored. */
const FONT = 'font-family="system-ui,sans-serif" font-weight="700"'
const CENTRED = `${FONT} text-anchor="middle"`

// The snacks

export type Snack = 'chip' | 'kettle' | 'tortilla' | 'veggie' | 'popcorn' | 'pretzel' | 'cracker' | 'cookie' | 'candy' | 'cake' | 'nut' | 'bar' | 'jerky'

/** The snack drawn for each category of the shop; a subcategory's own drawing wins over its parent's. */
const SNACK_BY_CATEGORY: Record<string, Snack> = {
  chips: 'chip',
  'potato-chips': 'chip',
  'kettle-chips': 'kettle',
  'tortilla-chips': 'tortilla',
  'veggie-chips': 'veggie',
  'cookies-sweets': 'cookie',
  cookies: 'cookie',
  candy: 'candy',
  'snack-cakes': 'cake',
  'crackers-pretzels': 'pretzel',
  crackers: 'cracker',
  pretzels: 'pretzel',
  popcorn: 'popcorn',
  'nuts-bars': 'nut',
  'nuts-seeds': 'nut',
  'snack-bars': 'bar',
  jerky: 'jerky',
}

/** Words in a category's slug that tell its snack, for categories the shop adds later; the first that matches wins. */
const SNACK_HINTS: [RegExp, Snack][] = [
  [/popcorn/, 'popcorn'],
  [/pretzel/, 'pretzel'],
  [/cracker/, 'cracker'],
  [/cookie|biscuit|sweet/, 'cookie'],
  [/chip|crisp/, 'chip'],
  [/candy|gumm/, 'candy'],
  [/cake|brownie/, 'cake'],
  [/nut|seed|trail/, 'nut'],
  [/bar/, 'bar'],
  [/jerky|meat/, 'jerky'],
]

/** The snack a category shows on its packs: by its slug, its parent's, or a word in either; crisps when nothing says. */
export function snackFor(category: string, parentCategory = ''): Snack {
  const known = SNACK_BY_CATEGORY[category] ?? SNACK_BY_CATEGORY[parentCategory]
  if (known) return known
  const hint = SNACK_HINTS.find(([pattern]) => pattern.test(`${category} ${parentCategory}`))
  return hint ? hint[1] : 'chip'
}

/** A wavy potato crisp with ridges; kettle crisps are darker and speckled. */
function crisp(kettle: boolean): string {
  const [fill, edge] = kettle ? ['#e3a93f', '#b7791f'] : ['#f5cc56', '#d49a2a']
  const spots = kettle ? `<g fill="${edge}"><circle cx="-8" cy="-3" r="1.8"/><circle cx="7" cy="6" r="1.5"/><circle cx="10" cy="-7" r="1.3"/></g>` : ''
  return (
    `<path d="M-22 0C-21-11-8-16 3-15C15-14 23-6 22 3C21 12 8 16-5 15C-16 14-23 9-22 0Z" fill="${fill}" stroke="${edge}" stroke-width="1.5"/>` +
    `<path d="M-15-5Q-8-10 0-5T15-4M-14 5Q-6 0 2 5T17 5" fill="none" stroke="${edge}" stroke-opacity=".45" stroke-width="2" stroke-linecap="round"/>${spots}`
  )
}

const tortilla = () =>
  '<path d="M-3-19Q0-23 3-19L19 11Q21 15 16 15H-16Q-21 15-19 11Z" fill="#ecbb4f" stroke="#c98f2e" stroke-width="1.5"/>' +
  '<g fill="#b5792a"><circle cx="-4" cy="2" r="1.4"/><circle cx="6" cy="8" r="1.4"/><circle cx="1" cy="-8" r="1.2"/><circle cx="-9" cy="10" r="1.2"/></g>'

const VEGGIE_COLORS = [
  ['#a8325e', '#d9779c'],
  ['#ec7f1f', '#f7b267'],
  ['#5f8f3e', '#a7c957'],
]

/** A round veggie crisp: beet, sweet potato or spinach. */
function veggieChip(i: number): string {
  const [fill, inner] = VEGGIE_COLORS[i % VEGGIE_COLORS.length]!
  return (
    `<circle r="17" fill="${fill}"/><circle r="12" fill="${inner}" opacity=".7"/>` +
    `<path d="M0-11V11M-11 0H11M-8-8L8 8M8-8L-8 8" stroke="${fill}" stroke-width="1.2" opacity=".6"/>`
  )
}

const popcorn = () =>
  '<g fill="#fffaf0" stroke="#e2c684" stroke-width="1.5"><circle cx="-9" cy="3" r="10"/><circle cx="9" cy="7" r="9"/><circle cx="8" cy="-7" r="10"/><circle cx="-3" cy="-10" r="8"/><circle cx="0" cy="12" r="8"/></g>' +
  '<path d="M-3 1l5-4 3 5-5 3z" fill="#e3a72f"/><circle cx="-10" cy="-1" r="3" fill="#fff3cc"/>'

const PRETZEL_KNOT = 'M-2-6C-10-20-26-14-24 0C-22 14-8 18 0 18C8 18 22 14 24 0C26-14 10-20 2-6M-2-6C2 2 8 8 12 15M2-6C-2 2-8 8-12 15'

/** A glossy brown pretzel knot with salt. */
const pretzel = () =>
  `<path d="${PRETZEL_KNOT}" fill="none" stroke="#8a4719" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="${PRETZEL_KNOT}" fill="none" stroke="#bd7232" stroke-width="3" stroke-linecap="round" transform="translate(-1 -1.5)"/>` +
  '<path d="M-17-13h2M-25 1h2M-9 16h2M8 16h2M22 1h2M14-13h2M4 3h2" stroke="#fff" stroke-width="2" stroke-linecap="round"/>'

const cracker = () =>
  '<rect x="-18" y="-18" width="36" height="36" rx="6" fill="#e9b760" stroke="#c4893a" stroke-width="1.5"/>' +
  '<g fill="#b87c2f"><circle cx="-8" cy="-8" r="1.7"/><circle cx="8" cy="-8" r="1.7"/><circle cx="0" cy="0" r="1.7"/><circle cx="-8" cy="8" r="1.7"/><circle cx="8" cy="8" r="1.7"/></g>'

/** A round cookie studded with chocolate chips. */
const cookie = () =>
  '<circle r="19" fill="#d49b58" stroke="#ad743a" stroke-width="1.5"/><circle cx="-3" cy="-3" r="13" fill="#e2b273" opacity=".5"/>' +
  '<g fill="#4a2a17"><circle cx="-8" cy="-7" r="3.2"/><circle cx="6" cy="-9" r="2.6"/><circle cx="9" cy="4" r="3.4"/><circle cx="-5" cy="8" r="2.8"/><circle cx="1" cy="0" r="2.2"/></g>'

const CANDY_COLORS = ['#e63946', '#ffb703', '#2a9d8f', '#9b5de5', '#f15bb5']

/** A shiny candy bite in one of five colours. */
function candy(i: number): string {
  const fill = CANDY_COLORS[i % CANDY_COLORS.length]!
  return `<ellipse rx="16" ry="14" fill="${fill}" stroke="${darker(fill, 0.25)}" stroke-width="1.5"/><ellipse cx="-6" cy="-6" rx="5" ry="3" fill="#fff" opacity=".65" transform="rotate(-30 -6 -6)"/>`
}

/** A chocolate snack cake with a white icing swirl. */
const cake = () =>
  '<rect x="-23" y="-13" width="46" height="26" rx="11" fill="#5b3420" stroke="#3d2214" stroke-width="1.5"/>' +
  '<path d="M-17-1q4-7 8 0t8 0 8 0 8 0" fill="none" stroke="#fff8ee" stroke-width="3" stroke-linecap="round"/>'

/** An almond, or a cashew. */
function nut(i: number): string {
  return i % 2 === 0
    ? '<path d="M0-19C10-10 11 8 0 17C-11 8-10-10 0-19Z" fill="#b06a35" stroke="#83491f" stroke-width="1.5"/><path d="M-3-9q2 9 0 17M3-7q-1 8 1 14" fill="none" stroke="#83491f" stroke-opacity=".55" stroke-width="1.2"/>'
    : '<path d="M-15-8C-17 9 0 19 13 10C17 7 13 1 8 4C2 8-6 4-6-6C-6-12-14-13-15-8Z" fill="#eccb92" stroke="#c29552" stroke-width="1.5"/>'
}

/** An oat bar, one end dipped in chocolate. */
const bar = () =>
  '<rect x="-27" y="-11" width="54" height="22" rx="5" fill="#d39a55" stroke="#9c6428" stroke-width="1.5"/>' +
  '<g fill="#f1dcaa"><ellipse cx="-20" cy="3" rx="3" ry="2"/><ellipse cx="-10" cy="-4" rx="3" ry="2"/><ellipse cx="-4" cy="5" rx="3" ry="2"/><ellipse cx="4" cy="-3" rx="3" ry="2"/></g>' +
  '<path d="M10-11H22Q27-11 27-6V6Q27 11 22 11H10Q13 6 10 0T10-11Z" fill="#4a2a17"/>'

const jerky = () =>
  '<path d="M-25-6C-12-13 6-4 25-10L22 5C8 11-10 2-23 9Z" fill="#6d2415" stroke="#45150a" stroke-width="1.5"/>' +
  '<path d="M-18-4C-8-8 6-2 18-6M-17 3C-6-1 8 4 19 0" fill="none" stroke="#99452a" stroke-width="1.2"/>'

/** One piece of a snack, about 44 units across, centred on the origin; `i` varies the colourful ones. */
function snackPiece(snack: Snack, i: number): string {
  switch (snack) {
    case 'chip':
      return crisp(false)
    case 'kettle':
      return crisp(true)
    case 'tortilla':
      return tortilla()
    case 'veggie':
      return veggieChip(i)
    case 'popcorn':
      return popcorn()
    case 'pretzel':
      return pretzel()
    case 'cracker':
      return cracker()
    case 'cookie':
      return cookie()
    case 'candy':
      return candy(i)
    case 'cake':
      return cake()
    case 'nut':
      return nut(i)
    case 'bar':
      return bar()
    case 'jerky':
      return jerky()
  }
}

/** How many looks a snack comes in: veggie crisps, candy and nuts vary, the rest are alike. */
const VARIANTS: Partial<Record<Snack, number>> = { veggie: VEGGIE_COLORS.length, candy: CANDY_COLORS.length, nut: 2 }

const snackId = (snack: Snack, i: number) => `${snack}-${i % (VARIANTS[snack] ?? 1)}`

/** Every look of each snack drawn once, for a picture to place as often as it likes. */
function snackDefs(snacks: Iterable<Snack>): string {
  return [...new Set(snacks)]
    .flatMap((snack) => Array.from({ length: VARIANTS[snack] ?? 1 }, (_, i) => `<g id="${snackId(snack, i)}">${snackPiece(snack, i)}</g>`))
    .join('')
}

/** A piece of snack set down at (x, y), turned and sized. */
function placed(snack: Snack, i: number, x: number, y: number, angle: number, scale = 1): string {
  const size = scale === 1 ? '' : ` scale(${Math.round(scale * 100) / 100})`
  return `<use href="#${snackId(snack, i)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})${size}"/>`
}

/** The colour of a heap of the snack, seen between the pieces in a pack's window. */
const HEAP_COLORS: Record<Snack, string> = {
  chip: '#e9b948',
  kettle: '#cf9334',
  tortilla: '#dba442',
  veggie: '#d98c4f',
  popcorn: '#efdcaa',
  pretzel: '#d7a061',
  cracker: '#d49d50',
  cookie: '#b97d42',
  candy: '#f3c9d8',
  cake: '#6e4026',
  nut: '#b98248',
  bar: '#b07a3c',
  jerky: '#6f2d1d',
}

// The pack

/** Where things sit on a pack drawn in a 400 × 400 square. */
const PACK = {
  left: 84,
  right: 316,
  sealTop: 22,
  bodyTop: 52,
  bodyBottom: 348,
  sealBottom: 378,
  brandMiddle: 88,
  ribbonMiddle: 148,
  nameMiddle: 200,
  window: { x: 200, y: 290, rx: 100, ry: 46 },
}

/** The widest a line of text on a pack may be: the pack's width between its seals, less a margin on each side. */
export const PACK_TEXT_WIDTH = 196

const BRAND_BOX: TextBox = { width: PACK_TEXT_WIDTH, height: 60, largest: 36, smallest: 12 }
const FLAVOR_BOX: TextBox = { width: 190, height: 36, largest: 22, smallest: 11 }
const NAME_BOX: TextBox = { width: PACK_TEXT_WIDTH, height: 52, largest: 30, smallest: 12 }

/** The pillow-shaped body of a pack, bulging at its sides. */
const BODY_PATH = `M${PACK.left} ${PACK.bodyTop}C62 130 62 270 ${PACK.left} ${PACK.bodyBottom}H${PACK.right}C338 270 338 130 ${PACK.right} ${PACK.bodyTop}Z`

/** A crimped seal's outline, its outer edge cut in a zigzag. */
function sealOutline(outer: number, inner: number): string {
  const bite = outer < inner ? 5 : -5
  const teeth: string[] = []
  for (let x = PACK.left, i = 0; x <= PACK.right; x += 8, i++) teeth.push(`${x} ${outer + (i % 2 === 0 ? 0 : bite)}`)
  return `M${PACK.left} ${inner}L${teeth.join('L')}L${PACK.right} ${inner}Z`
}

/** How much lower the bottom seal is than the top one. */
const SEAL_DROP = PACK.bodyBottom - 2 - PACK.sealTop

/** The fine lines pressed into the top seal. */
function crimpLines(): string {
  const lines: string[] = []
  for (let x = PACK.left + 6; x < PACK.right; x += 6) lines.push(`M${x} ${PACK.sealTop + 7}V${PACK.bodyTop - 5}`)
  return lines.join('')
}

/** Both seals in their colour, pressed and shaded. */
function seals(color: string): string {
  const seal = (end: string, drop: number) =>
    `<use href="#pack-seal-${end}" fill="${color}"/><use href="#pack-crimp" y="${drop}"/><use href="#pack-seal-${end}" fill="url(#pack-shade)"/>`
  return seal('top', 0) + seal('bottom', SEAL_DROP)
}

/** The shapes and shading every pack in a picture shares: seals, body, rounded sides with a gloss on the left, pinched ends, a shadow on the floor. */
const PACK_DEFS =
  '<linearGradient id="pack-shade" gradientUnits="userSpaceOnUse" x1="60" x2="340" y1="0" y2="0">' +
  '<stop offset="0" stop-opacity=".34"/><stop offset=".07" stop-opacity=".1"/><stop offset=".1" stop-color="#fff" stop-opacity=".4"/>' +
  '<stop offset=".14" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-opacity="0"/><stop offset=".93" stop-opacity=".16"/><stop offset="1" stop-opacity=".36"/></linearGradient>' +
  `<linearGradient id="pack-pinch" gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${PACK.bodyTop}" y2="${PACK.bodyBottom}">` +
  '<stop offset="0" stop-opacity=".3"/><stop offset=".07" stop-opacity="0"/><stop offset=".93" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></linearGradient>' +
  '<radialGradient id="pack-floor"><stop offset="0" stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
  `<path id="pack-outline" d="${BODY_PATH}"/>` +
  `<path id="pack-seal-top" d="${sealOutline(PACK.sealTop, PACK.bodyTop + 2)}"/>` +
  `<path id="pack-seal-bottom" d="${sealOutline(PACK.sealBottom, PACK.bodyBottom - 2)}"/>` +
  `<path id="pack-crimp" d="${crimpLines()}" stroke="#000" stroke-opacity=".16" stroke-width="1.6"/>` +
  '<clipPath id="pack-body"><use href="#pack-outline"/></clipPath>' +
  `<clipPath id="pack-window"><ellipse cx="${PACK.window.x}" cy="${PACK.window.y}" rx="${PACK.window.rx}" ry="${PACK.window.ry}"/></clipPath>`

/** The brand's colour across the top of the pack, ending in a swoosh edged with the flavor's colour. */
function brandBand(colors: PackColors): string {
  const edge = 'C280 140 150 106 60 130'
  return `<path d="M60 40H340V118${edge}Z" fill="${colors.band}"/><path d="M340 118${edge}" fill="none" stroke="${colors.ribbon}" stroke-width="5"/>`
}

/** The flavor's ribbon across the pack, its notched ends folded behind. */
function flavorRibbon(colors: PackColors, height: number): string {
  const top = n(PACK.ribbonMiddle - height / 2)
  const bottom = n(PACK.ribbonMiddle + height / 2)
  const notch = n(PACK.ribbonMiddle + 6)
  const tail = darker(colors.ribbon, 0.3)
  return (
    `<path d="M98 ${top + 6}H62L72 ${notch}L62 ${bottom + 6}H98ZM302 ${top + 6}H338L328 ${notch}L338 ${bottom + 6}H302Z" fill="${tail}"/>` +
    `<path d="M88 ${bottom}L98 ${bottom + 6}V${bottom}ZM312 ${bottom}L302 ${bottom + 6}V${bottom}Z" fill="${darker(colors.ribbon, 0.5)}"/>` +
    `<rect x="88" y="${top}" width="224" height="${n(height)}" fill="${colors.ribbon}"/>`
  )
}

/** Where a piece lies in a pack's window, relative to its centre, and how it is turned. */
type Spot = [x: number, y: number, angle: number]

/** How a window is filled: pieces at the back, in shadow, then larger pieces at the front. */
interface Heap {
  back: Spot[]
  front: Spot[]
  /** How large the pieces are drawn, 1 for crisps. */
  size: number
}

const PILE: Heap = {
  back: [
    [-82, -12, 20],
    [-50, -32, -35],
    [-14, -38, 10],
    [22, -34, -20],
    [58, -30, 30],
    [88, -8, -10],
    [-72, 18, 40],
    [74, 20, -40],
  ],
  front: [
    [-60, -4, -20],
    [-22, -16, 15],
    [18, -12, -8],
    [56, -6, 25],
    [-40, 22, 8],
    [0, 18, -30],
    [40, 24, 12],
    [-86, 26, -5],
    [82, 28, 18],
  ],
  size: 1,
}

/** Pretzels lie in two loose rows, so each knot's shape shows; nuts and popcorn are drawn larger to fill the window. */
const HEAPS: Partial<Record<Snack, Heap>> = {
  pretzel: {
    back: [],
    front: [
      [-66, -10, -10],
      [-22, -14, 6],
      [22, -12, -4],
      [66, -8, 12],
      [-44, 22, 4],
      [0, 20, -8],
      [44, 22, 8],
    ],
    size: 0.8,
  },
  nut: { ...PILE, size: 1.4 },
  popcorn: { ...PILE, size: 1.1 },
}

/** The clear window at the front of the pack, full of the snack, with a glint on its plastic. */
function snackWindow(snack: Snack): string {
  const { x, y, rx, ry } = PACK.window
  const heap = HEAPS[snack] ?? PILE
  const back = heap.back.map(([dx, dy, angle], i) => placed(snack, i + 1, x + dx, y + dy, angle, 1.05 * heap.size)).join('')
  const front = heap.front.map(([dx, dy, angle], i) => placed(snack, i, x + dx, y + dy, angle, 1.3 * heap.size)).join('')
  const oval = `cx="${x}" cy="${y}" rx="${rx}" ry="${ry}"`
  return (
    `<g clip-path="url(#pack-window)"><ellipse ${oval} fill="${HEAP_COLORS[snack]}"/>${back}<ellipse ${oval} opacity=".14"/>${front}</g>` +
    `<ellipse cx="${x}" cy="${y}" rx="${rx - 2}" ry="${ry - 2}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/>` +
    `<ellipse ${oval} fill="none" stroke="#fff" stroke-width="4"/>` +
    `<path d="M${x - rx + 18} ${y - 14}Q${x - rx + 34} ${y - ry + 7} ${x - 34} ${y - ry + 7}" fill="none" stroke="#fff" stroke-opacity=".65" stroke-width="4" stroke-linecap="round"/>`
  )
}

/** What is printed on a pack. */
interface PackWords {
  brand: string
  flavor: string
  name: string
}

/** What a pack is drawn from: its brand's colour, the snack in its window and its words. */
interface PackLook {
  brandColor: string
  snack: Snack
  words: PackWords
}

/** The brand in the band, the flavor on the ribbon and the name above the window, each fitted to its place. */
function packWords(words: PackWords, colors: PackColors): { text: string; ribbonHeight: number } {
  const brand = fitText(words.brand, BRAND_BOX)
  const flavor = fitText(words.flavor, FLAVOR_BOX)
  const name = fitText(words.name, NAME_BOX)
  const text =
    `<g ${CENTRED}>` +
    `<g fill="${colors.brandInk}">${textLines(brand, 200, PACK.brandMiddle)}</g>` +
    `<g fill="${colors.flavorInk}">${textLines(flavor, 200, PACK.ribbonMiddle)}</g>` +
    `<g fill="${colors.nameInk}">${textLines(name, 200, PACK.nameMiddle)}</g></g>`
  return { text, ribbonHeight: Math.max(32, flavor.lines.length * flavor.size * LINE_HEIGHT + 8) }
}

/** A snack pack standing in a 400 × 400 square: crimped seals, brand band, flavor ribbon and a window onto the snack. */
function snackPack(look: PackLook): string {
  const colors = packColors(look.brandColor, look.words.flavor)
  const words = packWords(look.words, colors)
  return (
    '<ellipse cx="200" cy="384" rx="140" ry="12" fill="url(#pack-floor)"/>' +
    seals(colors.seal) +
    `<g clip-path="url(#pack-body)"><rect x="60" y="40" width="280" height="320" fill="${colors.paper}"/>${brandBand(colors)}` +
    `<rect x="60" y="340" width="280" height="12" fill="${colors.band}"/></g>` +
    snackWindow(look.snack) +
    '<use href="#pack-outline" fill="url(#pack-shade)"/><use href="#pack-outline" fill="url(#pack-pinch)"/>' +
    flavorRibbon(colors, words.ribbonHeight) +
    words.text
  )
}

/** The name printed above the window: the title without the brand before it or the flavor on the ribbon. */
function packName(title: string, brand: string, flavor: string): string {
  let name = brand && title.toLowerCase().startsWith(brand.toLowerCase()) ? title.slice(brand.length) : title
  if (flavor && name.includes(flavor) && name.replace(flavor, '').trim()) name = name.replace(flavor, ' ')
  return name.replace(/\s+/g, ' ').trim() || title
}

// The pictures

/** What a product's picture is drawn from. */
export interface ProductArt {
  title: string
  brand: string
  /** The brand's colour, #rrggbb. */
  color: string
  /** The flavor's English name. */
  flavor: string
  /** The product's category slug and its parent's, which choose the snack in the window. */
  category: string
  parentCategory: string
}

const lookOf = (art: ProductArt): PackLook => ({
  brandColor: art.color,
  snack: snackFor(art.category, art.parentCategory),
  words: { brand: art.brand, flavor: art.flavor, name: packName(art.title, art.brand, art.flavor) },
})

const SHOP_BACKDROP =
  '<radialGradient id="backdrop" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#f3e4cc"/></radialGradient>'

/** A square picture on the shop's cream backdrop, named for screen readers by its title. */
function squarePicture(title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(title)}">` +
    `<defs>${SHOP_BACKDROP}${defs}</defs><rect width="400" height="400" fill="url(#backdrop)"/>${body}</svg>`
  )
}

/** A product's picture: its pack, standing on a soft cream backdrop. */
export function productSvg(art: ProductArt): string {
  const look = lookOf(art)
  return squarePicture(art.title, PACK_DEFS + snackDefs([look.snack]), snackPack(look))
}

/** Where a bundle's packs stand, fanned out, the first in front. */
const FAN = [
  { x: 0, y: -8, angle: 0 },
  { x: -92, y: 6, angle: -13 },
  { x: 92, y: 6, angle: 13 },
]

/** A bundle's picture: its snacks' packs fanned out above a label with the bundle's name. */
export function bundleSvg(bundle: { title: string; packs: ProductArt[] }): string {
  const looks = bundle.packs.slice(0, FAN.length).map(lookOf)
  const packs = looks
    .map((look, i) => {
      const at = FAN[i]!
      return `<g transform="translate(${200 + at.x} ${158 + at.y}) rotate(${at.angle}) scale(.56) translate(-200 -200)">${snackPack(look)}</g>`
    })
    .reverse()
  const accent = safeColor(bundle.packs[0]?.color ?? '#b5651d')
  const title = fitText(bundle.title, { width: 290, height: 48, largest: 30, smallest: 12 })
  const label =
    `<rect x="36" y="288" width="328" height="92" rx="16" fill="#fffaf1" stroke="${accent}" stroke-width="4"/>` +
    `<g ${CENTRED}><text x="200" y="312" font-size="14" fill="${brandInkOn(accent, '#fffaf1')}">VARIETY BUNDLE</text>` +
    `<g fill="${INK}">${textLines(title, 200, 344)}</g></g>`
  return squarePicture(bundle.title, PACK_DEFS + snackDefs(looks.map((look) => look.snack)), packs.join('') + label)
}

const GOLD = '#f6c453'

/** The e-gift card's picture: a card in the store's colour, tied with a gold ribbon and bow, snacks beside it. */
export function giftCardSvg(card: { title: string; brand: string; color: string }): string {
  const color = safeColor(card.color)
  const face = blend(color, darker(color, 0.2), 0.5)
  const ink = inkOn(face)
  const brand = fitText(card.brand, { width: 190, height: 42, largest: 36, smallest: 14 })
  const title = fitText(card.title, { width: 190, height: 28, largest: 22, smallest: 11 })
  const defs =
    `<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighter(color, 0.1)}"/><stop offset="1" stop-color="${darker(color, 0.3)}"/></linearGradient>` +
    '<radialGradient id="pack-floor"><stop offset="0" stop-opacity=".3"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    snackDefs(['chip', 'pretzel', 'cookie'])
  const ribbon = `<rect x="40" y="112" width="320" height="18" fill="${GOLD}"/><rect x="280" y="80" width="18" height="220" fill="${GOLD}"/>`
  const bow =
    `<path d="M289 121C260 90 232 104 249 128C259 140 280 134 289 121ZM289 121C318 90 346 104 329 128C319 140 298 134 289 121Z" fill="${GOLD}" stroke="#c98f1e" stroke-width="2"/>` +
    `<path d="M289 121L274 160M289 121L305 160" stroke="${GOLD}" stroke-width="8" stroke-linecap="round"/><circle cx="289" cy="121" r="10" fill="#e3a72f"/>`
  const words = `<g ${FONT} text-anchor="start" fill="${ink}">${textLines(brand, 66, 196)}${textLines(title, 66, 240)}</g>`
  const sprinkles = [
    [70, 110, 5],
    [118, 290, 4],
    [196, 104, 3],
    [236, 270, 6],
    [340, 262, 4],
    [250, 96, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join('')
  const cardFace =
    '<rect x="40" y="80" width="320" height="220" rx="22" fill="url(#card)"/>' +
    `<g fill="#fff" opacity=".18">${sprinkles}</g>` +
    '<rect x="41" y="81" width="318" height="218" rx="21" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>' +
    ribbon +
    bow +
    words
  const snacks =
    placed('chip', 0, 66, 340, -18, 1.4) +
    placed('pretzel', 0, 122, 358, 14, 1.2) +
    placed('cookie', 0, 320, 340, 0, 1.35) +
    placed('chip', 0, 262, 364, 30, 1.1)
  const floor = '<ellipse cx="200" cy="316" rx="180" ry="20" fill="url(#pack-floor)"/>'
  return squarePicture(card.title, defs, `${floor}<g transform="rotate(-5 200 190)">${cardFace}</g>${snacks}`)
}

/** Warm backdrops for the home banners: light on the left, richer behind the snacks. */
const BANNER_SKIES: [light: string, warm: string, deep: string][] = [
  ['#fff4e4', '#ffd09a', '#f39a5b'],
  ['#fff6e8', '#ffd98a', '#f2a545'],
  ['#fff2ec', '#ffc3ad', '#ee8a6c'],
  ['#fff7ea', '#fbd08f', '#e89048'],
  ['#fff3ea', '#ffcbb2', '#ea7d66'],
]

/** Colours like the shop's brands, for the packs on a banner. */
const BANNER_BRANDS = ['#c8102e', '#2a6f97', '#386641', '#f2a900', '#3d405b', '#6a4c93', '#264653', '#e76f51', '#1d3557', '#b5651d']
const BANNER_FLAVORS = ['Barbecue', 'Sea Salt', 'Cheddar', 'Chili Lime', 'Sour Cream & Onion', 'Caramel', 'Habanero', 'Honey Mustard', 'Chocolate']
const BANNER_PACKS: [Snack, string][] = [
  ['chip', 'Potato Chips'],
  ['pretzel', 'Pretzels'],
  ['cookie', 'Cookies'],
  ['popcorn', 'Popcorn'],
  ['tortilla', 'Tortilla Chips'],
  ['kettle', 'Kettle Chips'],
  ['cracker', 'Crackers'],
  ['nut', 'Mixed Nuts'],
]
const SPILLED: Snack[] = ['chip', 'pretzel', 'cookie', 'tortilla', 'chip', 'cracker', 'kettle', 'pretzel', 'cookie', 'chip', 'pretzel']

/** The packs on a banner, back to front: two tilted outwards, a larger one in the middle. */
const BANNER_STANDS = [
  { x: 770, y: 74, angle: -12, scale: 0.6 },
  { x: 1086, y: 78, angle: 11, scale: 0.6 },
  { x: 928, y: 48, angle: -2, scale: 0.68 },
]

/**
 * A home banner, 1200 × 400: a warm gradient, calm on the left beside the page's heading, and on
 * the right a group of the shop's own snack packs with chips, pretzels and cookies spilled in front.
 */
export function bannerSvg(seed: string): string {
  const next = seeded(hashOf(seed))
  const [light, warm, deep] = BANNER_SKIES[Math.floor(next() * BANNER_SKIES.length)]!
  const brandStart = Math.floor(next() * BANNER_BRANDS.length)
  const packStart = Math.floor(next() * BANNER_PACKS.length)
  const flavorStart = Math.floor(next() * BANNER_FLAVORS.length)
  const packs = BANNER_STANDS.map((stand, i) => {
    const [snack, name] = BANNER_PACKS[(packStart + i * 3) % BANNER_PACKS.length]!
    const look: PackLook = {
      brandColor: BANNER_BRANDS[(brandStart + i * 3) % BANNER_BRANDS.length]!,
      snack,
      words: { brand: 'Snackfolk', flavor: BANNER_FLAVORS[(flavorStart + i * 2) % BANNER_FLAVORS.length]!, name },
    }
    const angle = n(stand.angle + (next() - 0.5) * 6)
    return { look, svg: `<g transform="translate(${stand.x} ${stand.y}) rotate(${angle}) scale(${stand.scale}) translate(-200 0)">${snackPack(look)}</g>` }
  })
  const spillStart = Math.floor(next() * SPILLED.length)
  const spilled = SPILLED.map((_, i) => {
    const snack = SPILLED[(spillStart + i) % SPILLED.length]!
    const x = 650 + (i / (SPILLED.length - 1)) * 520 + (next() - 0.5) * 30
    const y = i % 2 === 1 ? 318 + next() * 20 : 354 + next() * 24
    return placed(snack, i, x, y, next() * 360, 1.35 + next() * 0.35)
  })
  const defs =
    `<linearGradient id="sky" x1="0" x2="1" y1="0" y2=".25"><stop offset="0" stop-color="${light}"/><stop offset=".48" stop-color="${light}"/>` +
    `<stop offset=".78" stop-color="${warm}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    `<radialGradient id="table"><stop offset="0" stop-color="${deep}" stop-opacity=".45"/><stop offset="1" stop-color="${deep}" stop-opacity="0"/></radialGradient>` +
    PACK_DEFS +
    snackDefs([...packs.map((pack) => pack.look.snack), ...SPILLED])
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" aria-hidden="true"><defs>${defs}</defs>` +
    '<rect width="1200" height="400" fill="url(#sky)"/><ellipse cx="930" cy="190" rx="330" ry="220" fill="url(#glow)"/>' +
    '<ellipse cx="920" cy="350" rx="330" ry="60" fill="url(#table)"/>' +
    `${packs.map((pack) => pack.svg).join('')}${spilled.join('')}</svg>`
  )
}
