import ExternalLink from 'lucide-react/icons/external-link'
import Phone from 'lucide-react/icons/phone'
import Reply from 'lucide-react/icons/reply'
import { isKnown } from '@/api/open-enum'
import { buttonTypes, type ButtonType, type KnownButtonType } from '@/api/templates'
import { kindName } from '@/domain/newer-kinds'
import { MAX_BUTTONS, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '@/domain/template-limits'

/** How the builder names and limits each type of button. */
export const buttonKinds = {
  QUICK_REPLY: { label: 'Quick reply', icon: Reply, max: MAX_BUTTONS, maxReason: '' },
  URL: {
    label: 'Visit website',
    icon: ExternalLink,
    max: MAX_URL_BUTTONS,
    maxReason: `at most ${MAX_URL_BUTTONS} website buttons`,
  },
  PHONE_NUMBER: {
    label: 'Call phone number',
    icon: Phone,
    max: MAX_PHONE_BUTTONS,
    maxReason: `at most ${MAX_PHONE_BUTTONS} phone button`,
  },
} as const satisfies Record<KnownButtonType, unknown>

/** Any button's kind in words: the builder's own, else "Copy code button", or the type as sent. */
export function buttonKindLabel(type: ButtonType): string {
  return isKnown(buttonTypes, type) ? buttonKinds[type].label : `${kindName(type)} button`
}
