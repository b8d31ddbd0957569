import { paths } from '@/config/paths'
import { CategorySection } from '@/features/catalog/components/home/category-section'
import { HomeHero } from '@/features/catalog/components/home/home-hero'
import { PromptSection } from '@/features/catalog/components/home/prompt-section'
import { HowItWorks } from '@/features/pages/components/how-it-works'
import { TopShopsSection } from '@/features/shops/components/top-shops-section'
import { marketplace } from '@/locales/id/marketplace'

export function HomePage() {
  return (
    <>
      <title>{marketplace.home.title}</title>
      <HomeHero />
      <PromptSection
        id="unggulan"
        title={marketplace.home.featured}
        filters={{ featured: 'true', limit: 4 }}
        more={paths.marketplace.prompts({ featured: true })}
        firstScreen
      />
      <CategorySection />
      <PromptSection
        id="terlaris"
        title={marketplace.home.bestSelling}
        filters={{ sort: 'terlaris', limit: 4 }}
        more={paths.marketplace.prompts({ sort: 'terlaris' })}
      />
      <PromptSection
        id="terbaru"
        title={marketplace.home.newest}
        filters={{ sort: 'terbaru', limit: 4 }}
        more={paths.marketplace.prompts({ sort: 'terbaru' })}
      />
      <TopShopsSection />
      <HowItWorks />
    </>
  )
}
