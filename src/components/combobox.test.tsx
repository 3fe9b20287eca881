import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Combobox } from './combobox'

const fruits = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
  { id: 'c', name: 'Cherry' },
]
type Fruit = (typeof fruits)[number]

function Harness({
  onSelect = () => {},
  onSearch = () => {},
}: {
  onSelect?: (fruit: Fruit) => void
  onSearch?: (text: string) => void
}) {
  const [chosen, setChosen] = useState(fruits[0] ?? null)
  const [text, setText] = useState('')
  const shown = fruits.filter((fruit) => fruit.name.toLowerCase().includes(text.toLowerCase()))
  return (
    <Combobox
      label="Fruit"
      listLabel="Fruits"
      options={shown}
      optionKey={(fruit) => fruit.id}
      optionLabel={(fruit) => fruit.name}
      value={chosen?.name ?? ''}
      selectedKey={chosen?.id}
      onSelect={(fruit) => {
        setChosen(fruit)
        onSelect(fruit)
      }}
      onSearch={(next) => {
        setText(next)
        onSearch(next)
      }}
      message={shown.length === 0 ? `No fruit matches “${text}”` : undefined}
    />
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'Fruit' })

/** Renders the harness and clicks into the field, as a user starts. */
async function clickIn(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />)
  const user = userEvent.setup()
  await user.click(combobox())
  return user
}

describe('Combobox', () => {
  it('is a labelled ARIA 1.2 combobox that controls a listbox', () => {
    render(<Harness />)
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).toHaveValue('Apple')
    const listId = combobox().getAttribute('aria-controls')
    expect(listId && document.getElementById(listId)).toHaveAttribute('role', 'listbox')
  })

  it('moves through the options with the arrows without choosing, and chooses with Enter', async () => {
    const onSelect = vi.fn()
    const user = await clickIn({ onSelect })
    await user.keyboard('{ArrowDown}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Apple/ }).id)

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const cherry = screen.getByRole('option', { name: 'Cherry' })
    expect(combobox()).toHaveAttribute('aria-activedescendant', cherry.id)
    expect(cherry).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Apple/ }).id)
    await user.keyboard('{ArrowUp}')
    expect(combobox()).toHaveAttribute('aria-activedescendant', cherry.id)
    expect(onSelect).not.toHaveBeenCalled()

    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(fruits[2])
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).not.toHaveAttribute('aria-activedescendant')
    expect(combobox()).toHaveValue('Cherry')
    expect(combobox()).toHaveFocus()
  })

  it('Escape closes the list and restores the chosen value', async () => {
    const onSelect = vi.fn()
    const user = await clickIn({ onSelect })
    await user.keyboard('Ban{ArrowDown}')
    expect(combobox()).toHaveValue('Ban')
    await user.keyboard('{Escape}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).toHaveValue('Apple')
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('searches with the typed text after a pause, and says when nothing matches', async () => {
    const onSearch = vi.fn()
    const user = await clickIn({ onSearch })
    await user.keyboard('an')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1))
    expect(screen.getByRole('option')).toHaveTextContent('Banana')
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('an')

    await user.keyboard('x')
    expect(await screen.findByRole('status')).toHaveTextContent('No fruit matches “anx”')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('works with the mouse, and keeps focus in the field', async () => {
    const onSelect = vi.fn()
    const user = await clickIn({ onSelect })
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('option', { name: 'Banana' }))
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(fruits[1])
    expect(combobox()).toHaveValue('Banana')
    expect(combobox()).toHaveFocus()
  })

  it('closes and restores the value when focus leaves', async () => {
    render(
      <>
        <Harness />
        <button type="button">Elsewhere</button>
      </>,
    )
    const user = userEvent.setup()
    await user.click(combobox())
    await user.keyboard('Che')
    await user.tab()
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).toHaveValue('Apple')
  })
})
