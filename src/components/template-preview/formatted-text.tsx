import type { ReactNode } from 'react'
import type { FormatNode } from '@/domain/whatsapp-format'

/** A variable's example value, or undefined when it has none. */
export type VariableValue = (index: number) => string | undefined

export function VariableMark({ index, value }: { index: number; value: string | undefined }) {
  if (!value) {
    return (
      <mark title={`Variable ${index}: no example value`} className="rounded-sm bg-amber-100 px-0.5 text-amber-900">
        {`{{${index}}}`}
      </mark>
    )
  }
  return (
    <mark title={`Variable ${index}: ${value}`} className="rounded-sm bg-indigo-100 px-0.5 text-inherit">
      {value}
    </mark>
  )
}

/** WhatsApp-formatted text as React elements: text stays text, never HTML. */
export function renderFormatted(nodes: FormatNode[], variableValue: VariableValue): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'variable':
        return <VariableMark key={key} index={node.index} value={variableValue(node.index)} />
      case 'bold':
        return <strong key={key}>{renderFormatted(node.children, variableValue)}</strong>
      case 'italic':
        return <em key={key}>{renderFormatted(node.children, variableValue)}</em>
      case 'strike':
        return <s key={key}>{renderFormatted(node.children, variableValue)}</s>
      case 'monospace':
        return (
          <code key={key} className="font-mono text-[0.92em]">
            {renderFormatted(node.children, variableValue)}
          </code>
        )
    }
  })
}
