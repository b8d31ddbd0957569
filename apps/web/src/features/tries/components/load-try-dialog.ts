/**
 * The panel's code behind one more step: this module is a chunk of its own, so the prompt page's
 * first load names this one file to preload instead of the forty the panel needs (its form, the
 * schemas, the stream reader), which are listed here.
 */
export const loadTryDialog = () => import('./try-dialog')
