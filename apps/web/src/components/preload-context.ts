import { createContext } from 'react'

/**
 * Starts loading the chunk a path needs. Handed down by context rather than imported, since the
 * links that use it live inside the very area chunks it loads (an import would be a cycle).
 */
export const PreloadContext = createContext<(pathname: string) => unknown>(() => undefined)
