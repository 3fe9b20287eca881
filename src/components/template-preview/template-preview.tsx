import Copy from 'lucide-react/icons/copy'
import ExternalLink from 'lucide-react/icons/external-link'
import FileText from 'lucide-react/icons/file-text'
import Image from 'lucide-react/icons/image'
import Phone from 'lucide-react/icons/phone'
import Reply from 'lucide-react/icons/reply'
import Video from 'lucide-react/icons/video'
import type { LucideIcon } from 'lucide-react'
import { useMemo } from 'react'
import { isKnown } from '@/api/open-enum'
import {
  buttonTypes,
  componentTypes,
  type KnownButtonType,
  type TemplateButton,
  type TemplateComponent,
} from '@/api/templates'
import { renderFormatted, VariableMark } from '@/components/template-preview/formatted-text'
import { parseWhatsappText, splitVariables } from '@/domain/whatsapp-format'
import { textDirection } from '@/domain/whatsapp-languages'
import { cn } from '@/lib/cn'
import { kindName } from '@/domain/newer-kinds'
import { headerLabel } from '@/domain/template-labels'
import { buttonKindLabel } from '@/components/template-preview/button-kinds'
import { buttonLabel } from '@/components/template-preview/button-label'
import { UnshownPart } from '@/components/template-preview/unshown-part'

const mediaHeaders = {
  IMAGE: { Icon: Image, label: 'Image', box: 'aspect-[1.91/1]' },
  VIDEO: { Icon: Video, label: 'Video', box: 'aspect-[1.91/1]' },
  DOCUMENT: { Icon: FileText, label: 'Document', box: 'h-16' },
} as const

type TextDir = ReturnType<typeof textDirection>

const isMediaFormat = (format: string): format is keyof typeof mediaHeaders => Object.hasOwn(mediaHeaders, format)

const buttonIcons: Record<KnownButtonType, LucideIcon> = {
  URL: ExternalLink,
  PHONE_NUMBER: Phone,
  QUICK_REPLY: Reply,
}

function PreviewHeader({ header, dir }: { header: TemplateComponent; dir: TextDir }) {
  const format = header.format ?? 'TEXT'
  if (isMediaFormat(format)) {
    const { Icon, label, box } = mediaHeaders[format]
    // A placeholder only: the example URL is never loaded.
    return (
      <div
        className={cn(
          'mb-1.5 flex items-center justify-center gap-2 rounded-md bg-slate-200 text-sm text-slate-600',
          box,
        )}
      >
        <Icon aria-hidden className="size-6" />
        <span>{label}</span>
      </div>
    )
  }
  if (format !== 'TEXT') return <UnshownPart name={headerLabel(format)} part={header} />
  if (!header.text) return null
  const examples = header.example?.header_text ?? []
  return (
    <p dir={dir} className="mb-1 font-semibold wrap-break-word whitespace-pre-wrap">
      {splitVariables(header.text).map((node, key) =>
        node.type === 'text' ? (
          node.text
        ) : (
          <VariableMark key={key} index={node.index} value={examples[node.index - 1]} />
        ),
      )}
    </p>
  )
}

function PreviewBody({ body, dir }: { body: TemplateComponent | undefined; dir: TextDir }) {
  const text = body?.text ?? ''
  const nodes = useMemo(() => parseWhatsappText(text), [text])
  if (!text.trim()) return <p className="text-slate-500 italic">Your message will appear here</p>
  const examples = body?.example?.body_text?.[0] ?? []
  return (
    <p data-slot="body" dir={dir} className="wrap-break-word whitespace-pre-wrap">
      {renderFormatted(nodes, (index) => examples[index - 1])}
    </p>
  )
}

/** Meta's copy-code button of an authentication template: WhatsApp shows it as a plain button that copies the code. */
const isCopyCode = (button: TemplateButton) =>
  button.type === 'OTP' && (button.otp_type === undefined || button.otp_type === 'COPY_CODE')

function PreviewButtons({ buttons, dir }: { buttons: TemplateButton[]; dir: TextDir }) {
  return (
    <ul aria-label="Buttons" className="mt-1 ml-2 space-y-1">
      {buttons.map((button, key) => {
        // A newer kind (copy code, flow…) is named with its text: the preview cannot show what it does.
        const { type } = button
        const known = isKnown(buttonTypes, type)
        const copyCode = isCopyCode(button)
        const Icon = known ? buttonIcons[type] : copyCode ? Copy : undefined
        // One sent without text (a limited-time offer's copy-code button has only its code) is named instead.
        const label =
          known || copyCode || button.text == null ? buttonLabel(button) : `${buttonKindLabel(type)}: ${button.text}`
        return (
          <li
            key={key}
            dir={dir}
            className="flex items-center justify-center gap-1.5 rounded-lg bg-bubble px-3 py-2 text-center text-sm font-medium text-sky-700 shadow-sm"
          >
            {Icon && <Icon aria-hidden className="size-4 shrink-0" />}
            <span className="wrap-break-word">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** A WhatsApp-style chat bubble showing a template with its example values. Presentation only. */
export function TemplatePreview({
  components,
  language,
  className,
}: {
  components: TemplateComponent[]
  /** The template's language: a right-to-left one sets the text, the buttons and the time right to left. */
  language?: string
  className?: string
}) {
  const dir = textDirection(language)
  const header = components.find((component) => component.type === 'HEADER')
  const body = components.find((component) => component.type === 'BODY')
  const footer = components.find((component) => component.type === 'FOOTER')
  const buttons = components.find((component) => component.type === 'BUTTONS')?.buttons ?? []
  const unknown = components.filter((component) => !isKnown(componentTypes, component.type))
  return (
    // As the phone shows the template, whatever the dashboard's direction: the bubble and its tail on the left, and a
    // template not written right to left laid out left to right.
    <div
      role="figure"
      aria-label="Message preview"
      dir={dir === 'rtl' ? undefined : 'ltr'}
      className={cn('w-full max-w-[360px] rounded-xl border border-slate-200 bg-chat p-3', className)}
    >
      <div className="relative ml-2 rounded-lg rounded-tl-none bg-bubble px-2.5 pt-2 pb-1.5 text-sm text-slate-900 shadow-sm">
        <span
          aria-hidden
          className="absolute top-0 -left-2 size-0 border-t-[10px] border-l-[10px] border-t-bubble border-l-transparent"
        />
        {header && <PreviewHeader header={header} dir={dir} />}
        <PreviewBody body={body} dir={dir} />
        {unknown.map((component, index) => (
          <UnshownPart key={index} name={`${kindName(component.type)} component`} part={component} />
        ))}
        {footer?.text && (
          <p dir={dir} className="mt-1 text-xs wrap-break-word whitespace-pre-wrap text-slate-500">
            {footer.text}
          </p>
        )}
        <time
          dateTime="09:41"
          dir={dir === 'rtl' ? dir : undefined}
          className="mt-0.5 block text-end text-[11px] text-slate-500"
        >
          9:41
        </time>
      </div>
      {buttons.length > 0 && <PreviewButtons buttons={buttons} dir={dir} />}
    </div>
  )
}
