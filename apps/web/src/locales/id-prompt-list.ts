/** Texts of the prompt list page (/marketplace/prompt), part of the `t` dictionary. */
export const promptListText = {} as const
