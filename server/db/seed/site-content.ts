import type * as schema from '../schema.ts'
import type { ConfigFlags } from '../../../src/domain/content.ts'
import { PARENT_CATEGORIES } from './words.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

export const CONFIG_FLAGS: ConfigFlags = {
  holidayShop: true,
  googlePay: true,
  applePay: true,
  freeShipping: true,
  gtmEvents: true,
  rewardsSync: false,
  flavorDropShopId: 'flavor-drop-fall-2026',
  alternateLocationId: 'GP-3',
}

export function navigationRows(): Row<typeof schema.navigation>[] {
  const rows: Row<typeof schema.navigation>[] = [
    { id: 'N-all', parentId: null, labelEn: 'All Snacks', labelEs: 'Todos los snacks', path: '/all-snacks', menuSeq: 1 },
    { id: 'N-brands', parentId: null, labelEn: 'Brands', labelEs: 'Marcas', path: '/brands', menuSeq: 2 },
    { id: 'N-flavors', parentId: null, labelEn: 'Flavors', labelEs: 'Sabores', path: '/flavors', menuSeq: 3 },
    { id: 'N-variety', parentId: null, labelEn: 'Variety Packs', labelEs: 'Paquetes variados', path: '/varietypack', menuSeq: 4 },
    { id: 'N-hot', parentId: null, labelEn: "Flamin' Hot Shop", labelEs: 'Tienda picante', path: '/flaminhotshop', menuSeq: 5 },
    { id: 'N-faq', parentId: null, labelEn: 'FAQ', labelEs: 'Preguntas frecuentes', path: '/faq', menuSeq: 8 },
    { id: 'N-about', parentId: null, labelEn: 'About Us', labelEs: 'Quiénes somos', path: '/aboutus', menuSeq: 7 },
  ]
  PARENT_CATEGORIES.forEach((parent, p) => {
    rows.push({ id: `N-${parent.slug}`, parentId: 'N-all', labelEn: parent.en, labelEs: parent.es, path: `/all-snacks/${parent.slug}`, menuSeq: p + 1 })
  })
  return rows
}

const LABELS: Record<string, [en: string, es: string]> = {
  'announcement.freeShipping': ['Free shipping on orders over $15', 'Envío gratis en pedidos de más de $15'],
  'footer.tagline': ['Snacks from independent makers, delivered.', 'Snacks de productores independientes, a tu puerta.'],
  'home.welcome': ['Find your next favorite snack', 'Encuentra tu próximo snack favorito'],
}

export function labelRows(): Row<typeof schema.labels>[] {
  return Object.entries(LABELS).flatMap(([key, [en, es]]) => [
    { key, locale: 'en-us', text: en },
    { key, locale: 'es-us', text: es },
  ])
}

export function bannerRows(): Row<typeof schema.banners>[] {
  const image = (name: string) => `/images/banners/${name}.webp`
  return [
    {
      id: 'HB-1',
      kind: 'home',
      seq: 1,
      linkPath: '/aboutus',
      imageUrl: image('hb-1'),
      headlineEn: 'Small-batch snacks, big flavor',
      headlineEs: 'Snacks artesanales, mucho sabor',
      textEn: 'Meet the makers behind every bag.',
      textEs: 'Conoce a quienes preparan cada bolsa.',
      altEn: 'Snack bags on a wooden table',
      altEs: 'Bolsas de snacks sobre una mesa de madera',
    },
    {
      id: 'HB-2',
      kind: 'home',
      seq: 2,
      linkPath: '/varietypack/customize',
      imageUrl: image('hb-2'),
      headlineEn: 'Build a 30-pack your way',
      headlineEs: 'Arma tu paquete de 30 a tu gusto',
      textEn: 'Mix any single-serve snacks into one box.',
      textEs: 'Combina snacks individuales en una caja.',
      altEn: 'A box of assorted snack packs',
      altEs: 'Una caja con snacks variados',
    },
    {
      id: 'HB-3',
      kind: 'home',
      seq: 3,
      linkPath: '/returns-policy',
      imageUrl: image('hb-3'),
      headlineEn: 'Free shipping over $15',
      headlineEs: 'Envío gratis desde $15',
      textEn: 'Every order over $15 ships free.',
      textEs: 'Todo pedido de más de $15 se envía gratis.',
      altEn: 'A delivery box at a front door',
      altEs: 'Una caja de envío en una puerta',
    },
    {
      id: 'PT-1',
      kind: 'promotion',
      seq: 1,
      linkPath: '/flaminhotshop',
      imageUrl: image('pt-1'),
      headlineEn: 'Turn up the heat',
      headlineEs: 'Sube el picante',
      textEn: 'Our hottest flavors in one shop.',
      textEs: 'Nuestros sabores más picantes en una tienda.',
      altEn: 'Chili peppers beside a bag of chips',
      altEs: 'Chiles junto a una bolsa de papas',
    },
    {
      id: 'PT-2',
      kind: 'promotion',
      seq: 2,
      linkPath: '/varietypack',
      imageUrl: image('pt-2'),
      headlineEn: 'Variety packs',
      headlineEs: 'Paquetes variados',
      textEn: 'Thirty snacks, zero decisions.',
      textEs: 'Treinta snacks, cero indecisión.',
      altEn: 'Assorted snack packs',
      altEs: 'Snacks variados',
    },
  ]
}

type Page = { title: string; sections: { heading: string; body: string }[] }

const PAGES: Record<string, Record<'en-us' | 'es-us', Page>> = {
  aboutus: {
    'en-us': {
      title: 'About Us',
      sections: [
        {
          heading: 'Who we are',
          body: 'Snackfolk brings together snacks from independent makers across the country, so you can try something new with every order.',
        },
        { heading: 'How we ship', body: 'Orders leave one of our three fulfilment centers within two business days. Orders over $15 ship free.' },
      ],
    },
    'es-us': {
      title: 'Quiénes somos',
      sections: [
        { heading: 'Quiénes somos', body: 'Snackfolk reúne snacks de productores independientes de todo el país para que pruebes algo nuevo en cada pedido.' },
        {
          heading: 'Cómo enviamos',
          body: 'Los pedidos salen de uno de nuestros tres centros de distribución en dos días hábiles. Los pedidos de más de $15 se envían gratis.',
        },
      ],
    },
  },
  faq: {
    'en-us': {
      title: 'Frequently Asked Questions',
      sections: [
        { heading: 'Where do you ship?', body: 'We ship to every US state except Hawaii and Alaska, and never to P.O. boxes.' },
        { heading: 'What is a variety pack?', body: 'A box of exactly 30 single-serve snacks that you choose yourself.' },
        { heading: 'How much is shipping?', body: 'Shipping is free on orders over $15.' },
      ],
    },
    'es-us': {
      title: 'Preguntas frecuentes',
      sections: [
        { heading: '¿A dónde envían?', body: 'Enviamos a todos los estados de EE. UU. excepto Hawái y Alaska, y nunca a apartados postales.' },
        { heading: '¿Qué es un paquete variado?', body: 'Una caja de exactamente 30 snacks individuales que eliges tú.' },
        { heading: '¿Cuánto cuesta el envío?', body: 'El envío es gratis en pedidos de más de $15.' },
      ],
    },
  },
  'returns-policy': {
    'en-us': {
      title: 'Returns Policy',
      sections: [
        {
          heading: 'Damaged or wrong items',
          body: 'Tell us within 30 days of delivery and we will replace the item or refund it, with no need to send it back.',
        },
        { heading: 'Opened food', body: 'For food safety we cannot take back opened snacks.' },
      ],
    },
    'es-us': {
      title: 'Política de devoluciones',
      sections: [
        {
          heading: 'Artículos dañados o equivocados',
          body: 'Avísanos dentro de los 30 días posteriores a la entrega y reemplazaremos o reembolsaremos el artículo, sin necesidad de devolverlo.',
        },
        { heading: 'Alimentos abiertos', body: 'Por seguridad alimentaria no aceptamos snacks abiertos.' },
      ],
    },
  },
}

export function contentRows(): Row<typeof schema.contentPages>[] {
  return Object.entries(PAGES).flatMap(([slug, byLocale]) => Object.entries(byLocale).map(([locale, page]) => ({ slug, locale, ...page })))
}
