import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BarChart, type ChartBar } from './bar-chart'

const bars: ChartBar[] = [
  { label: 'Attempted', share: 1, valueText: '5,200 (100%)' },
  { label: 'Delivered', share: 0.42, valueText: '2,184 (42%)' },
  { label: 'Replied', share: 0, valueText: '0 (0%)' },
  { label: 'Overshoot', share: 1.7, valueText: 'too many' },
  { label: 'Negative', share: -0.3, valueText: 'too few' },
]

/** The figure, checked to be captioned (jsdom's name computation does not read a figcaption, browsers do). */
function renderChart(chartBars: readonly ChartBar[] = bars) {
  render(<BarChart caption="Status funnel" bars={chartBars} />)
  const figure = screen.getByRole('figure')
  expect(figure.querySelector(':scope > figcaption')).toHaveTextContent('Status funnel')
  return figure
}

/** The bar drawn in a list item, found by the label's text. */
function barOf(figure: HTMLElement, label: string) {
  const item = within(figure).getByText(label).closest('li')
  const rect = item?.querySelector('svg rect')
  if (!rect) throw new Error(`no bar for ${label}`)
  return rect
}

describe('BarChart', () => {
  it('is a captioned figure, with every label and value as real text', () => {
    const figure = renderChart()
    const items = within(figure).getAllByRole('listitem')
    expect(items).toHaveLength(bars.length)
    expect(items.map((item) => item.textContent)).toEqual(bars.map((bar) => `${bar.label}${bar.valueText}`))
    expect(within(figure).getByText('2,184 (42%)')).toBeVisible()
  })

  it('hides the drawing from screen readers, which read the text instead', () => {
    const figure = renderChart()
    for (const svg of figure.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws each bar as long as its share', () => {
    const figure = renderChart()
    expect(barOf(figure, 'Attempted')).toHaveAttribute('width', '100%')
    expect(barOf(figure, 'Delivered')).toHaveAttribute('width', '42%')
    expect(barOf(figure, 'Replied')).toHaveAttribute('width', '0%')
  })

  it('clamps a share outside 0..1 to the chart', () => {
    const figure = renderChart()
    expect(barOf(figure, 'Overshoot')).toHaveAttribute('width', '100%')
    expect(barOf(figure, 'Negative')).toHaveAttribute('width', '0%')
  })

  it('keeps a long or hostile label as text, with the full label in its title', () => {
    const label = '<img src=x onerror=alert(1)> a very long stage name'
    const figure = renderChart([{ label, share: 0.5, valueText: '1' }])
    const text = within(figure).getByText(label)
    expect(text).toHaveAttribute('title', label)
    expect(figure.querySelector('img')).toBeNull()
  })

  it('colours bars by tone, indigo by default', () => {
    const figure = renderChart([
      { label: 'Plain', share: 0.5, valueText: '1' },
      { label: 'Failed', share: 0.5, valueText: '1', tone: 'red' },
    ])
    expect(barOf(figure, 'Plain')).toHaveClass('fill-indigo-500')
    expect(barOf(figure, 'Failed')).toHaveClass('fill-red-500')
  })
})
