import { afterEach, describe, expect, it } from 'vitest'
import { markArrival, takeArrival } from './arrival'
import { focusHeadingOnArrival } from './focus-on-arrival'

const showHeading = () => {
  const main = document.createElement('main')
  main.innerHTML = '<h1>Northwind Retail — EU</h1>'
  document.body.append(main)
  return main.querySelector('h1') as HTMLElement
}
const settle = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => {
  document.body.innerHTML = ''
  takeArrival()
})

describe('focusHeadingOnArrival', () => {
  it('focuses the first screen’s heading once it shows, when the connect page opened the app', async () => {
    markArrival()
    focusHeadingOnArrival()
    const heading = showHeading()
    await settle()
    expect(document.activeElement).toBe(heading)
  })

  it('leaves the focus alone after any other page load', async () => {
    focusHeadingOnArrival()
    showHeading()
    await settle()
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves the focus where the user put it first', async () => {
    markArrival()
    focusHeadingOnArrival()
    const field = document.createElement('input')
    document.body.append(field)
    field.focus()
    showHeading()
    await settle()
    expect(document.activeElement).toBe(field)
  })
})
