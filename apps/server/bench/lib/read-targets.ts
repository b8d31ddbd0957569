/** A read endpoint of the bench: the paths it cycles through (several where a real mix has). */
export interface ReadTarget {
  key: string
  name: string
  paths: string[]
}

interface Card {
  slug: string
  price: number
  id: string
  shop: { slug: string }
}

/** Search words from the demo catalogue's vocabulary, which the synthetic one shares. */
export const SEARCHES = {
  'search-one': 'caption',
  'search-three': 'deskripsi produk marketplace',
  'search-typo': 'captoin',
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

/**
 * Finds, through the API itself, what each read endpoint is asked for: the featured categories,
 * a page `deepPages` pages down the default list (by its cursors), prompts' and shops' slugs
 * from the pages on the way. Returns the targets and the paid prompts checkout can buy.
 */
export async function discoverReadTargets(baseUrl: string, deepPages: number) {
  const categories = await getJson<{ name: string }[]>(baseUrl, '/api/v1/categories?featured=true')
  const cards: Card[] = []
  let path = '/api/v1/products'
  for (let page = 0; page < deepPages; page++) {
    const list = await getJson<{ items: Card[]; nextCursor: string | null }>(baseUrl, path)
    cards.push(...list.items)
    if (!list.nextCursor) break
    path = `/api/v1/products?cursor=${encodeURIComponent(list.nextCursor)}`
  }
  if (cards.length === 0)
    throw new Error('the catalogue is empty: run npm run seed:synthetic first')
  // Every fourth card down the pages: a spread of slugs, not only the newest.
  const slugs = cards.filter((_, index) => index % 4 === 0).map((card) => card.slug)
  const shops = [...new Set(cards.map((card) => card.shop.slug))].slice(0, 20)
  const search = (q: string) => `/api/v1/products?q=${encodeURIComponent(q)}`
  const targets: ReadTarget[] = [
    { key: 'list', name: 'prompt list (default)', paths: ['/api/v1/products'] },
    {
      key: 'list-category',
      name: 'prompt list by category',
      paths: categories.map((c) => `/api/v1/products?category=${c.name}`),
    },
    {
      key: 'list-price',
      name: 'prompt list, price ascending',
      paths: ['/api/v1/products?sort=harga-naik'],
    },
    { key: 'list-deep', name: `prompt list, page ${deepPages + 1}`, paths: [path] },
    { key: 'search-one', name: 'search: one word', paths: [search(SEARCHES['search-one'])] },
    {
      key: 'search-three',
      name: 'search: three words',
      paths: [search(SEARCHES['search-three'])],
    },
    { key: 'search-typo', name: 'search: a typo', paths: [search(SEARCHES['search-typo'])] },
    {
      key: 'detail',
      name: `prompt detail (${slugs.length} prompts)`,
      paths: slugs.map((slug) => `/api/v1/products/${slug}`),
    },
    {
      key: 'categories',
      name: 'categories (featured)',
      paths: ['/api/v1/categories?featured=true'],
    },
    {
      key: 'shop',
      name: `shop page (${shops.length} shops)`,
      paths: shops.map((slug) => `/api/v1/shops/${slug}`),
    },
  ]
  return { targets, paidPrompts: cards.filter((card) => card.price > 0) }
}
