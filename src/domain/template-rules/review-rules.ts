import { authenticationShape } from './authentication-rule'
import { sensitiveRequest, utilityPromotional } from './content-rules'
import { linkShortener, plainHttpLink } from './link-rules'
import { emojiRun, punctuationRun } from './punctuation-rules'
import type { Rule } from './rule-types'

/**
 * The reasons WhatsApp's reviewers give most often that no published rule states: links, wording, the authentication
 * shape. The builder loads them once the user starts on a draft; every other caller checks them with the rest.
 */
export const REVIEW_RULES: readonly Rule[] = [
  authenticationShape,
  linkShortener,
  plainHttpLink,
  utilityPromotional,
  sensitiveRequest,
  punctuationRun,
  emojiRun,
]
