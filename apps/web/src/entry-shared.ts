/** Set on `#root` when the server rendered the page inside it: the browser hydrates it then. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered'

/** Set on `<html>` once the app's first render has committed: a painted page answers clicks. */
export const APP_READY_ATTRIBUTE = 'data-app-ready'
