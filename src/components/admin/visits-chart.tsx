'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartDay = { label: string; visits: number; previous: number }

const TICK = { fill: 'var(--theme-elevation-800)', fontSize: 12 }

/**
 * Visits per day, this period against the one before, as lines. The table beside it holds the same
 * figures for everyone, so the chart is one image with a summary for screen readers.
 */
export function VisitsChart({ days, summary }: { days: ChartDay[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height: 300 }}>
      <LineChart
        data={days}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid stroke="var(--theme-elevation-150)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={TICK} minTickGap={24} stroke="var(--theme-elevation-400)" />
        <YAxis allowDecimals={false} tick={TICK} width={48} stroke="var(--theme-elevation-400)" />
        <Tooltip
          contentStyle={{
            background: 'var(--theme-elevation-0)',
            border: '1px solid var(--theme-elevation-150)',
            color: 'var(--theme-text)',
          }}
        />
        <Legend />
        <Line
          dataKey="visits"
          name="This period"
          stroke="var(--theme-success-500)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="previous"
          name="The period before"
          stroke="var(--theme-elevation-500)"
          strokeDasharray="5 4"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  )
}
