import type { Category } from '@pasarprompt/contracts/catalog'
import {
  aiModelLabels,
  aiModels,
  catalogSortLabels,
  catalogSorts,
} from '@pasarprompt/contracts/catalog-options'
import { SlidersHorizontal, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { marketplace } from '@/locales/id/marketplace'
import type { PromptListParams } from '../../hooks/use-prompt-list-params'
import { customPrice, customPriceLabel, pricePresets } from './price-presets'
import { ToolbarField } from './toolbar-field'

const text = marketplace.promptList

const selectClass =
  'h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto sm:min-w-40 sm:text-sm dark:[color-scheme:dark]'

type Props = {
  list: PromptListParams
  categories: Category[] | undefined
  currentCategory: Category | undefined
}

/** Sort, category, AI model, price and "featured only"; on phones the filters fold away. */
export function PromptFiltersToolbar({ list, categories, currentCategory }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const { q, category, model, featured, activeFilters, pricePreset, update } = list

  return (
    <fieldset className="mt-4 flex min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">{text.toolbarLabel}</legend>
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {activeFilters > 0 ? text.filterToggleActive(activeFilters) : text.filterToggle}
      </Button>

      <ToolbarField
        label={text.sort}
        className="min-w-0 flex-1 sm:order-last sm:ml-auto sm:flex-none"
      >
        {(id) => (
          <select
            id={id}
            value={list.shownSort}
            onChange={(event) =>
              update({
                // The default order needs no param, which keeps shared URLs short.
                sort:
                  event.target.value === (q ? 'relevan' : 'terbaru')
                    ? undefined
                    : event.target.value,
              })
            }
            className={selectClass}
          >
            {catalogSorts
              .filter((value) => value !== 'relevan' || q)
              .map((value) => (
                <option key={value} value={value}>
                  {catalogSortLabels[value]}
                </option>
              ))}
          </select>
        )}
      </ToolbarField>

      {/* On phones the filters fold away behind the button above; from `sm` they sit inline. */}
      <div
        id={panelId}
        className={cn('w-full grid-cols-2 gap-3 sm:contents', filtersOpen ? 'grid' : 'hidden')}
      >
        <ToolbarField label={text.category} className="col-span-2">
          {(id) => (
            <select
              id={id}
              value={category}
              onChange={(event) => update({ category: event.target.value })}
              className={selectClass}
            >
              <option value="">{text.allCategories}</option>
              {category && !currentCategory ? <option value={category}>{category}</option> : null}
              {categories?.map((item) => (
                <option key={item.name} value={item.name}>
                  {text.categoryOption(item.title, item.count)}
                </option>
              ))}
            </select>
          )}
        </ToolbarField>

        <ToolbarField label={text.model}>
          {(id) => (
            <select
              id={id}
              value={model ?? ''}
              onChange={(event) => update({ model: event.target.value })}
              className={selectClass}
            >
              <option value="">{text.allModels}</option>
              {aiModels.map((value) => (
                <option key={value} value={value}>
                  {aiModelLabels[value]}
                </option>
              ))}
            </select>
          )}
        </ToolbarField>

        <ToolbarField label={text.price}>
          {(id) => (
            <select
              id={id}
              value={pricePreset}
              onChange={(event) => list.choosePrice(event.target.value)}
              className={selectClass}
            >
              {pricePresets.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.label}
                </option>
              ))}
              {pricePreset === customPrice ? (
                <option value={customPrice} disabled>
                  {customPriceLabel(list.minPrice, list.maxPrice)}
                </option>
              ) : null}
            </select>
          )}
        </ToolbarField>

        <label className="flex h-10 cursor-pointer items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={featured}
            onChange={(event) => update({ featured: event.target.checked ? 'true' : undefined })}
            className="size-4 accent-primary dark:[color-scheme:dark]"
          />
          {text.featuredOnly}
        </label>

        {activeFilters > 0 ? (
          <Button variant="ghost" onClick={list.clearFilters} className="justify-self-start">
            <X aria-hidden="true" />
            {text.clearFilters}
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}
