/** Fictional brands, categories and flavors the catalog is generated from. No real trade marks. */
export const BRANDS: readonly [name: string, color: string][] = [
  ['Crunchwell', '#c8102e'],
  ['Puffington', '#f2a900'],
  ['Golden Hearth', '#b5651d'],
  ['Saltmarsh', '#2a6f97'],
  ['Kettle & Pine', '#386641'],
  ['Little Orchard', '#bc4749'],
  ['Prairie Pop', '#e09f3e'],
  ['Moonbake', '#3d405b'],
  ['Tumbleweed', '#9c6644'],
  ['Harbor Bites', '#1d3557'],
  ['Snapdragon', '#d62828'],
  ['Honeyfield', '#f4a261'],
  ['Cobblestone', '#6c757d'],
  ['Zesty Fox', '#e76f51'],
  ['Blue Ridge Crisps', '#264653'],
  ['Nutmeg Lane', '#7f5539'],
  ['Sunny Acre', '#ffb703'],
  ['Riverstone', '#457b9d'],
  ['Fireside', '#9d0208'],
  ['Maple Hollow', '#a44a3f'],
  ['Cloudnine Puffs', '#8ecae6'],
  ['Trailhead', '#606c38'],
  ['Copper Kettle', '#b87333'],
  ['Wildflower', '#9b5de5'],
]

export interface CategorySeed {
  slug: string
  en: string
  es: string
  noun: [en: string, es: string]
  sweet: boolean
}

export const PARENT_CATEGORIES: readonly { slug: string; en: string; es: string; children: CategorySeed[] }[] = [
  {
    slug: 'chips',
    en: 'Chips',
    es: 'Papas fritas',
    children: [
      { slug: 'potato-chips', en: 'Potato Chips', es: 'Papas fritas', noun: ['Potato Chips', 'papas fritas'], sweet: false },
      { slug: 'tortilla-chips', en: 'Tortilla Chips', es: 'Totopos', noun: ['Tortilla Chips', 'totopos'], sweet: false },
      { slug: 'kettle-chips', en: 'Kettle Chips', es: 'Papas a la olla', noun: ['Kettle Chips', 'papas a la olla'], sweet: false },
      { slug: 'veggie-chips', en: 'Veggie Chips', es: 'Chips de verduras', noun: ['Veggie Chips', 'chips de verduras'], sweet: false },
    ],
  },
  {
    slug: 'cookies-sweets',
    en: 'Cookies & Sweets',
    es: 'Galletas y dulces',
    children: [
      { slug: 'cookies', en: 'Cookies', es: 'Galletas', noun: ['Cookies', 'galletas'], sweet: true },
      { slug: 'candy', en: 'Candy', es: 'Dulces', noun: ['Candy Bites', 'dulces'], sweet: true },
      { slug: 'snack-cakes', en: 'Snack Cakes', es: 'Pastelitos', noun: ['Snack Cakes', 'pastelitos'], sweet: true },
    ],
  },
  {
    slug: 'crackers-pretzels',
    en: 'Crackers & Pretzels',
    es: 'Galletas saladas y pretzels',
    children: [
      { slug: 'crackers', en: 'Crackers', es: 'Galletas saladas', noun: ['Crackers', 'galletas saladas'], sweet: false },
      { slug: 'pretzels', en: 'Pretzels', es: 'Pretzels', noun: ['Pretzels', 'pretzels'], sweet: false },
      { slug: 'popcorn', en: 'Popcorn', es: 'Palomitas', noun: ['Popcorn', 'palomitas'], sweet: false },
    ],
  },
  {
    slug: 'nuts-bars',
    en: 'Nuts & Bars',
    es: 'Nueces y barras',
    children: [
      { slug: 'nuts-seeds', en: 'Nuts & Seeds', es: 'Nueces y semillas', noun: ['Mixed Nuts', 'nueces mixtas'], sweet: false },
      { slug: 'snack-bars', en: 'Snack Bars', es: 'Barras', noun: ['Snack Bars', 'barras'], sweet: true },
      { slug: 'jerky', en: 'Jerky', es: 'Cecina', noun: ['Jerky', 'cecina'], sweet: false },
    ],
  },
]

export const SAVORY_FLAVORS: readonly [slug: string, en: string, es: string, hot: boolean][] = [
  ['original', 'Original', 'Original', false],
  ['sea-salt', 'Sea Salt', 'Sal de mar', false],
  ['barbecue', 'Barbecue', 'Barbacoa', false],
  ['sour-cream-onion', 'Sour Cream & Onion', 'Crema y cebolla', false],
  ['cheddar', 'Cheddar', 'Queso cheddar', false],
  ['salt-vinegar', 'Salt & Vinegar', 'Sal y vinagre', false],
  ['ranch', 'Ranch', 'Ranch', false],
  ['dill-pickle', 'Dill Pickle', 'Pepinillo al eneldo', false],
  ['honey-mustard', 'Honey Mustard', 'Miel y mostaza', false],
  ['jalapeno', 'Jalapeño', 'Jalapeño', true],
  ['blazin-hot', "Blazin' Hot", 'Súper picante', true],
  ['habanero', 'Habanero', 'Habanero', true],
  ['chili-lime', 'Chili Lime', 'Chile y limón', true],
]

export const SWEET_FLAVORS: readonly [slug: string, en: string, es: string, hot: boolean][] = [
  ['chocolate', 'Chocolate', 'Chocolate', false],
  ['vanilla', 'Vanilla', 'Vainilla', false],
  ['peanut-butter', 'Peanut Butter', 'Crema de cacahuate', false],
  ['cinnamon', 'Cinnamon', 'Canela', false],
  ['caramel', 'Caramel', 'Caramelo', false],
  ['maple', 'Maple', 'Maple', false],
  ['spicy-mango', 'Spicy Mango', 'Mango enchilado', true],
]

/** Package sizes in ounces, spread over every size bucket. */
export const SIZES_OZ = [1, 1.75, 2.5, 3.5, 5, 6, 7.5, 8, 9.25, 13, 16] as const
