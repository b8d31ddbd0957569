/** Set on `#root` when the server rendered the page inside it: the browser hydrates it then. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered'
