import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { seller } from '@/locales/id/seller'
import { ExamplesEditor } from '../examples-editor'
import type { ProductFormInput, ProductFormValues } from '../product-form-values'
import { TemplateVariables } from '../template-variables'
import { ThumbnailField } from '../thumbnail-field'
import { EditorSection } from './editor-section'

const text = seller.products.editor

type Props = {
  form: UseFormReturn<ProductFormInput, unknown, ProductFormValues>
  editable: boolean
  /** A published prompt's edit becomes a new version, which asks for a change note. */
  published: boolean
}

/** The thumbnail, the secret (prompt text and instructions), the examples and the change note. */
export function ProductContentSections({ form, editable, published }: Props) {
  const {
    control,
    register,
    formState: { errors },
  } = form
  const promptText = useWatch({ control, name: 'promptText' }) ?? ''
  return (
    <>
      <EditorSection title={text.sections.thumbnail} lead={text.sections.thumbnailLead}>
        <Controller
          control={control}
          name="thumbnailUrl"
          render={({ field }) => (
            <ThumbnailField
              value={field.value}
              onChange={(url) => field.onChange(url)}
              disabled={!editable}
            />
          )}
        />
      </EditorSection>

      <EditorSection title={text.sections.secret} lead={text.sections.secretLead}>
        <div className="grid gap-3">
          <FormField
            label={text.fields.promptText}
            error={errors.promptText?.message}
            hint={text.fields.promptTextHint}
          >
            <Textarea
              rows={10}
              spellCheck={false}
              className="font-mono text-sm leading-relaxed sm:text-[13px]"
              {...register('promptText')}
            />
          </FormField>
          <TemplateVariables promptText={promptText} />
        </div>
        <FormField
          label={text.fields.instructions}
          error={errors.instructions?.message}
          hint={text.fields.instructionsHint}
        >
          <Textarea rows={5} {...register('instructions')} />
        </FormField>
      </EditorSection>

      <EditorSection title={text.sections.examples} lead={text.sections.examplesLead}>
        <ExamplesEditor
          control={control}
          register={register}
          errors={errors.examples}
          disabled={!editable}
        />
      </EditorSection>

      {published ? (
        <EditorSection title={text.sections.changeNote} lead={text.sections.changeNoteLead}>
          <FormField
            label={text.fields.changeNote}
            error={errors.changeNote?.message}
            hint={text.fields.changeNoteHint}
          >
            <Textarea rows={3} maxLength={500} {...register('changeNote')} />
          </FormField>
        </EditorSection>
      ) : null}
    </>
  )
}
