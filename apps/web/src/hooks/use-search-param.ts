import { useSearchParams } from 'react-router'

/**
 * One query parameter of the address as a filter: its value (null when absent) and a setter
 * that keeps the other parameters and replaces the history entry.
 */
export function useSearchParam(name: string) {
  const [params, setParams] = useSearchParams()
  const set = (next: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next) updated.set(name, next)
        else updated.delete(name)
        return updated
      },
      { replace: true },
    )
  return [params.get(name), set] as const
}
