import type { Category } from '@pasarprompt/contracts/catalog'
import { MAX_TAGS } from '@pasarprompt/contracts/catalog-for-shop'
import { aiModelLabels, aiModels } from '@pasarprompt/contracts/catalog-options'
import { MAX_GUARANTEE_DAYS } from '@pasarprompt/contracts/constants'
import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { seller } from '@/locales/id/seller'
import type { ProductFormInput, ProductFormValues } from '../product-form-values'
import { RichTextEditor } from '../rich-text-editor'
import { RupiahInput } from '../rupiah-input'
import { TagInput } from '../tag-input'
import { arrayError } from './array-error'
import { EditorSection } from './editor-section'

const text = seller.products.editor

const SELECT_CLASS =
  'h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm'

type Props = {
  form: UseFormReturn<ProductFormInput, unknown, ProductFormValues>
  categories: Pick<Category, 'name' | 'title'>[]
  editable: boolean
}

/** Title, description, AI model, category, price and tags. */
export function ProductBasicsSection({ form, categories, editable }: Props) {
  const {
    control,
    register,
    formState: { errors },
  } = form
  const descriptionId = useId()
  const tags = arrayError(errors.tags)
  return (
    <EditorSection title={text.sections.basics} lead={text.sections.basicsLead}>
      <FormField
        label={text.fields.title}
        error={errors.title?.message}
        hint={text.fields.titleHint}
      >
        <Input maxLength={120} autoComplete="off" {...register('title')} />
      </FormField>

      <div className="grid gap-1.5">
        <span id={descriptionId} className="font-medium text-sm">
          {text.fields.description}
        </span>
        <Controller
          control={control}
          name="descriptionHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              editorRef={field.ref}
              labelId={descriptionId}
              describedBy={fieldState.error ? `${descriptionId}-message` : undefined}
              invalid={Boolean(fieldState.error)}
              disabled={!editable}
            />
          )}
        />
        {errors.descriptionHtml?.message ? (
          <p id={`${descriptionId}-message`} className="text-destructive text-sm">
            {errors.descriptionHtml.message}
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={text.fields.model}
          error={errors.model?.message}
        >
          <select className={SELECT_CLASS} {...register('model')}>
            {aiModels.map((model) => (
              <option key={model} value={model}>
                {aiModelLabels[model]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          className="content-start"
          label={text.fields.modelVersion}
          error={errors.modelVersion?.message}
          hint={text.fields.modelVersionHint}
        >
          <Input
            maxLength={40}
            autoComplete="off"
            placeholder={text.fields.modelVersionPlaceholder}
            {...register('modelVersion')}
          />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={text.fields.category}
          error={errors.categoryName?.message}
        >
          <select className={SELECT_CLASS} {...register('categoryName')}>
            <option value="">{text.fields.categoryPlaceholder}</option>
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.title}
              </option>
            ))}
          </select>
        </FormField>
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <FormField
              className="content-start"
              label={text.fields.price}
              error={fieldState.error?.message}
              hint={text.fields.priceHint}
            >
              <RupiahInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={!editable}
              />
            </FormField>
          )}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          label={text.fields.guarantee}
          error={errors.guaranteeDays?.message}
          hint={text.fields.guaranteeHint}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GUARANTEE_DAYS}
            step={1}
            disabled={!editable}
            {...register('guaranteeDays', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <Controller
        control={control}
        name="tags"
        render={({ field }) => {
          const value = field.value ?? []
          return (
            <FormField
              label={text.fields.tags}
              error={tags.message}
              hint={
                value.length >= MAX_TAGS
                  ? text.fields.tagsFull(MAX_TAGS)
                  : text.fields.tagsHint(MAX_TAGS)
              }
            >
              <TagInput
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                max={MAX_TAGS}
                invalidIndexes={tags.indexes}
                disabled={!editable}
              />
            </FormField>
          )
        }}
      />
    </EditorSection>
  )
}
