import { type ProductList, PromptDetail } from '@pasarprompt/contracts/catalog'
import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { IMAGE_SIZES } from '@pasarprompt/contracts/images'
import { promptListQuery, readPromptListParams } from '@pasarprompt/contracts/prompt-list-params'
import type { PublicShopPage } from '@pasarprompt/contracts/shops'
import type { FastifyInstance } from 'fastify'
import { getPrompt } from '../../modules/catalog/get-prompt.ts'
import { decodeSegment, metaPageOf } from '../seo/page-meta.ts'

/** The picture the first screen shows largest, to fetch before the app asks for it. */
export interface LcpImage {
  url: string
  sizes: string
}

/** What a storefront page reads first, as request paths of public endpoints. */
export interface FirstScreenPlan {
  /**
   * The page's address with only what it shows a difference for: the list's validated filters,
   * nothing on other pages. The server renders and caches the page under it, so an unknown or
   * reordered parameter never makes another copy (decision 0031).
   */
  canonicalUrl: string
  reads: string[]
  /**
   * Reads answered by a use case instead of the route, where the route does more than read:
   * the prompt page's route counts a view, which the page the server sends must not (ADR 0020).
   */
  direct?: Record<string, (app: FastifyInstance) => Promise<unknown>>
  /** Which read names the main picture, and where in its answer. */
  lcpImage?: { read: string; pick: (answer: unknown) => LcpImage | undefined }
  /**
   * The web app's source modules the page renders with (its area and page), as the build's
   * manifest names them: the server preloads their chunks, which the browser needs in hand
   * before it can hydrate the painted page (decision 0031).
   */
  modules: string[]
}

const marketplaceModule = (file: string) => [
  'src/app/routes/marketplace/area.ts',
  `src/app/routes/marketplace/${file}`,
]

const STATIC_PAGE_PATH = /^\/page\/([^/]+)$/

/** `path?a=1&b=2`, leaving out empty values as the web app's client does. */
function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

function sortedKeys<Value>(query: Record<string, Value>) {
  return Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The top bar's Kategori menu and the app's configuration: on every storefront page. */
const frame = [withQuery(publicApi.categories.path, { featured: 'true' }), publicApi.config.path]
const allCategories = publicApi.categories.path

const firstCard = (answer: unknown): LcpImage | undefined => {
  // The first card with a picture: a card without one shows its model's name instead.
  const url = (answer as ProductList).items?.find((item) => item.thumbnailUrl)?.thumbnailUrl
  return url ? { url, sizes: IMAGE_SIZES.card } : undefined
}

/**
 * The reads for the home page, the prompt list, a prompt's page, a shop's page, the guide and
 * the static pages (ADR 0020);
 * `null` for any other path. Each mirrors the requests the app's first screen makes, so it
 * finds its answers instead of asking: the home page's featured row and categories, the list's
 * first page for the URL's own filters, the prompt, the shop with its prompts.
 */
export function firstScreenPlan(pathname: string, search: URLSearchParams): FirstScreenPlan | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  if (path === '/marketplace') {
    return {
      canonicalUrl: path,
      reads: [
        ...frame,
        withQuery(publicApi.products.path, { featured: 'true', limit: 4 }),
        allCategories,
      ],
      modules: marketplaceModule('home-page.tsx'),
    }
  }
  if (path === '/marketplace/panduan') {
    return { canonicalUrl: path, reads: frame, modules: marketplaceModule('guide-page.tsx') }
  }
  const staticPage = STATIC_PAGE_PATH.exec(path)?.[1]
  if (staticPage) {
    return {
      canonicalUrl: path,
      reads: [...frame, endpointPath(publicApi.page.path, { slug: decodeSegment(staticPage) })],
      modules: marketplaceModule('static-page.tsx'),
    }
  }
  if (path === '/marketplace/prompt') {
    const query = promptListQuery(readPromptListParams(search))
    const list = withQuery(publicApi.products.path, query)
    return {
      canonicalUrl: withQuery(path, sortedKeys(query)),
      reads: [...frame, list, allCategories],
      lcpImage: { read: list, pick: firstCard },
      modules: marketplaceModule('prompt-list-page.tsx'),
    }
  }
  const page = metaPageOf(path)
  if (page?.kind === 'prompt') {
    const prompt = endpointPath(publicApi.product.path, { slug: page.slug })
    return {
      canonicalUrl: prompt.replace(publicApi.products.path, '/marketplace/prompt'),
      reads: [...frame, prompt],
      // Through the endpoint's response schema, as the route sends it: only its fields.
      direct: {
        [prompt]: async (app) =>
          PromptDetail.parse(
            await getPrompt(app.db, page.slug, {
              triesAvailable: app.promptTries.model !== null,
            }),
          ),
      },
      modules: marketplaceModule('prompt-page.tsx'),
    }
  }
  if (page?.kind === 'shop') {
    const shop = endpointPath(publicApi.shop.path, { slug: page.slug })
    return {
      canonicalUrl: `/${page.slug}`,
      reads: [...frame, shop, withQuery(publicApi.products.path, { shop: page.slug, limit: 48 })],
      lcpImage: {
        read: shop,
        pick: (answer) => {
          const url = (answer as PublicShopPage).bannerUrl
          return url ? { url, sizes: IMAGE_SIZES.page } : undefined
        },
      },
      modules: marketplaceModule('shop-page.tsx'),
    }
  }
  return null
}
