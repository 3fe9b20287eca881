import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BASE } from '@/test/demo-harness'

/** On the connect screen: chooses the live API and fills in the demo server's address and the key. */
export async function fillLive(apiKey: string, { remember = false } = {}) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('radio', { name: /live api/i }))
  const baseUrl = screen.getByLabelText('Base URL')
  await user.clear(baseUrl)
  await user.type(baseUrl, BASE)
  await user.type(screen.getByLabelText('API key'), apiKey)
  if (remember) await user.click(screen.getByLabelText('Remember on this device'))
  return user
}
