import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toast, Toaster } from './sonner-on-demand'

describe('sonner on demand', () => {
  it('renders no toaster until the first toast, then shows that toast', async () => {
    const { container } = render(<Toaster closeButton position="top-center" />)
    expect(container).toBeEmptyDOMElement()

    toast.success('Created “Spring sale”')
    expect(await screen.findByText('Created “Spring sale”')).toBeInTheDocument()
    toast.error('The API refused the change')
    expect(await screen.findByText('The API refused the change')).toBeInTheDocument()
  })
})
