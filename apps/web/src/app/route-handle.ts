import { useMatches } from 'react-router'

/** What a route tells the frame around it, through react-router's `handle`. */
export interface RouteHandle {
  /**
   * The page searches something other than prompts with a box of its own (the shops list): on
   * phones the top bar leaves its prompt search out, so the page has one search box.
   */
  ownSearch?: boolean
}

/** Whether any matched route says `key` in its handle. */
export function useRouteHandle(key: keyof RouteHandle) {
  return useMatches().some((match) => Boolean((match.handle as RouteHandle | undefined)?.[key]))
}
