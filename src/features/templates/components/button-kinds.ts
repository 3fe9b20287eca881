import { ExternalLink, Phone, Reply } from 'lucide-react'
import type { ButtonType } from '@/api/templates'
import { MAX_BUTTONS, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '../template-limits'

/** How the builder names and limits each type of button. */
export const buttonKinds = {
  QUICK_REPLY: { label: 'Quick reply', icon: Reply, max: MAX_BUTTONS, maxReason: '' },
  URL: { label: 'Visit website', icon: ExternalLink, max: MAX_URL_BUTTONS, maxReason: `at most ${MAX_URL_BUTTONS} website buttons` },
  PHONE_NUMBER: { label: 'Call phone number', icon: Phone, max: MAX_PHONE_BUTTONS, maxReason: `at most ${MAX_PHONE_BUTTONS} phone button` },
} as const satisfies Record<ButtonType, unknown>
