import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'

/** 'Midjourney · v6.1', or the model alone when the seller gave no version. */
export const modelLine = (prompt: Pick<PromptDetail, 'model' | 'modelVersion'>) =>
  [aiModelLabels[prompt.model], prompt.modelVersion.trim()].filter(Boolean).join(' · ')
