/** Texts of a prompt's page (/marketplace/prompt/{slug}), part of the `t` dictionary. */
export const promptPageText = {} as const
