import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { cn } from '@/lib/cn'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { marketplace } from '@/locales/id/marketplace'
import { usePrompts } from '../../api/list-prompts'
import { PromptCard, promptGridClass } from '../prompt-card'

const text = marketplace.promptPage

export function MoreFromShop({ prompt }: { prompt: PromptDetail }) {
  const prompts = usePrompts({ shop: prompt.shop.slug, limit: 4 })
  const purchased = usePurchasedPrompts()
  const others = prompts.data?.items.filter((item) => item.id !== prompt.id) ?? []
  if (others.length === 0) return null
  return (
    <section aria-labelledby="prompt-lain" className="mt-14">
      <h2 id="prompt-lain" className="font-semibold text-xl">
        {text.moreFromShop}
      </h2>
      <ul className={cn(promptGridClass, 'mt-4 lg:grid-cols-4')}>
        {others.map((item) => (
          <li key={item.id}>
            <PromptCard prompt={item} purchased={purchased.orderOf.has(item.id)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
