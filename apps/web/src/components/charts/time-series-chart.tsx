import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { cn } from '@/lib/cn'
import { labelledIndexes, niceTicks } from './chart-scale'

export interface ChartPoint {
  key: string
  /** The short label on the time axis (`22 Nov`). */
  tick: string
  /** The full label in the tooltip (`Min, 22 Nov 2026`). */
  label: string
  value: number
}

interface TimeSeriesChartProps {
  points: ChartPoint[]
  kind?: 'bar' | 'line'
  /** What the picture says as a whole, read by screen readers (the SVG is `role="img"`). */
  summary: string
  /** How to explore the chart from the keyboard, read after the summary. */
  keyboardHint: string
  /** A value in the tooltip (`Rp 150.000`). */
  formatValue: (value: number) => string
  /** A value on the axis (`Rp 150 rb`). */
  formatAxis: (value: number) => string
  height?: number
  className?: string
}

const MARGIN = { top: 14, right: 10, bottom: 26, left: 4 }
// The axes are 11 px text; an average glyph is about 6.2 px wide, a day label about 56 px.
const GLYPH_PX = 6.2
const DAY_LABEL_ROOM_PX = 64

/**
 * Values over time as bars or a line, drawn by hand in SVG so it follows the theme's colours.
 * Hovering, tapping or focusing it (then ←/→, Home, End) shows one day's value in a tooltip and
 * announces it; the page keeps a table of the same numbers for anyone who cannot see the chart.
 */
export function TimeSeriesChart({
  points,
  kind = 'bar',
  summary,
  keyboardHint,
  formatValue,
  formatAxis,
  height = 220,
  className,
}: TimeSeriesChartProps) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame)
  const [active, setActive] = useState<number | null>(null)
  const hintId = useId()

  const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)))
  const top = ticks.at(-1) ?? 1
  const left =
    MARGIN.left + Math.max(...ticks.map((tick) => formatAxis(tick).length)) * GLYPH_PX + 8
  const plotWidth = Math.max(width - left - MARGIN.right, 0)
  const plotHeight = height - MARGIN.top - MARGIN.bottom
  const band = points.length > 0 ? plotWidth / points.length : 0
  const x = (index: number) => left + band * (index + 0.5)
  const y = (value: number) => MARGIN.top + plotHeight * (1 - Math.max(value, 0) / top)
  const baseline = y(0)
  const labelled = labelledIndexes(points.length, Math.floor(plotWidth / DAY_LABEL_ROOM_PX))
  const current = active === null ? undefined : points[active]

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (band <= 0) return
    const offset = event.clientX - event.currentTarget.getBoundingClientRect().left - left
    setActive(Math.min(points.length - 1, Math.max(0, Math.floor(offset / band))))
  }
  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = points.length - 1
    const from = active ?? last
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, from - 1),
      ArrowRight: Math.min(last, from + 1),
      Home: 0,
      End: last,
    }
    if (event.key === 'Escape') return setActive(null)
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    setActive(target)
  }

  return (
    <div ref={frame} className={cn('relative w-full', className)} style={{ height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={summary}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focus lets the keyboard explore the values
          tabIndex={0}
          className="touch-pan-y rounded-md"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={(event) => {
            if (document.activeElement !== event.currentTarget) setActive(null)
          }}
          onFocus={() => setActive((index) => index ?? points.length - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={move}
        >
          {current && active !== null && (
            <rect
              x={left + band * active}
              y={MARGIN.top}
              width={band}
              height={plotHeight}
              className="fill-muted"
            />
          )}
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-muted-foreground/40' : 'stroke-border'}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground text-[11px] tabular-nums"
              >
                {formatAxis(tick)}
              </text>
            </g>
          ))}
          {kind === 'bar' ? (
            points.map((point, index) => {
              if (point.value <= 0) return null
              const barWidth = Math.max(1, Math.min(band * 0.72, 40))
              const barTop = Math.min(y(point.value), baseline - 2)
              return (
                <rect
                  key={point.key}
                  x={x(index) - barWidth / 2}
                  y={barTop}
                  width={barWidth}
                  height={baseline - barTop}
                  rx={Math.min(3, barWidth / 3)}
                  className={index === active ? 'fill-primary' : 'fill-primary/70'}
                />
              )
            })
          ) : (
            <Line points={points} x={x} y={y} baseline={baseline} active={active} />
          )}
          {labelled.map((index) => {
            const point = points[index]
            if (!point) return null
            const at = x(index)
            const anchor =
              at + DAY_LABEL_ROOM_PX / 2 > width
                ? 'end'
                : at - DAY_LABEL_ROOM_PX / 2 < 0
                  ? 'start'
                  : 'middle'
            return (
              <text
                key={point.key}
                x={anchor === 'end' ? width - MARGIN.right : at}
                y={height - 8}
                textAnchor={anchor}
                className="fill-muted-foreground text-[11px]"
              >
                {point.tick}
              </text>
            )
          })}
        </svg>
      )}
      {current && active !== null && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-md border bg-card px-2.5 py-1.5 text-xs shadow-md"
          style={{
            left: Math.min(Math.max(x(active), 72), width - 72),
            top: Math.max(y(current.value) - 8, 36),
          }}
        >
          <span className="block text-muted-foreground">{current.label}</span>
          <span className="block font-semibold text-foreground tabular-nums">
            {formatValue(current.value)}
          </span>
        </div>
      )}
      <p id={hintId} className="sr-only">
        {keyboardHint}
      </p>
      <p className="sr-only" aria-live="polite">
        {current ? `${current.label}: ${formatValue(current.value)}` : ''}
      </p>
    </div>
  )
}

function Line({
  points,
  x,
  y,
  baseline,
  active,
}: {
  points: ChartPoint[]
  x: (index: number) => number
  y: (value: number) => number
  baseline: number
  active: number | null
}) {
  if (points.length === 0) return null
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.value)}`)
    .join(' ')
  const area = `${path} L${x(points.length - 1)},${baseline} L${x(0)},${baseline} Z`
  const dots = points.length <= 31
  return (
    <>
      <path d={area} className="fill-primary/10" />
      <path
        d={path}
        fill="none"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        className="stroke-primary"
      />
      {points.map((point, index) =>
        dots || index === active ? (
          <circle
            key={point.key}
            cx={x(index)}
            cy={y(point.value)}
            r={index === active ? 4.5 : 2.5}
            className="fill-card stroke-primary"
            strokeWidth={2}
          />
        ) : null,
      )}
    </>
  )
}

/** The element's width in CSS pixels, kept up to date as the layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(Math.floor(element.getBoundingClientRect().width))
    const observer = new ResizeObserver(([entry]) => {
      setWidth(Math.floor(entry?.contentRect.width ?? 0))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
