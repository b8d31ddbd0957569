import { aiModelLabels, type PromptDetail } from '@pasarprompt/contracts/catalog'

/** 'Midjourney · v6.1', or the model alone when the seller gave no version. */
export const modelLine = (prompt: Pick<PromptDetail, 'model' | 'modelVersion'>) =>
  [aiModelLabels[prompt.model], prompt.modelVersion.trim()].filter(Boolean).join(' · ')
