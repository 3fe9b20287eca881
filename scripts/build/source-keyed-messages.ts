import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

/** The gettext way of keeping a context apart from its message: "context\u0004message". */
export const CONTEXT_SEPARATOR = '\u0004'

/** A message's key in every catalogue: its English words, after its context if it has one. */
export const messageKey = (message: string, context?: string) =>
  context ? `${context}${CONTEXT_SEPARATOR}${message}` : message

function stringProperty(node: BabelTypes.ObjectExpression, name: string, t: typeof BabelTypes) {
  for (const property of node.properties)
    if (
      t.isObjectProperty(property) &&
      t.isIdentifier(property.key, { name }) &&
      !property.computed &&
      t.isStringLiteral(property.value)
    )
      return { property, value: property.value.value }
  return undefined
}

const isMessageDescriptor = (path: NodePath<BabelTypes.ObjectExpression>) =>
  path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false

/**
 * Runs after Lingui's macro (which keeps each message's English words, `stripMessageField: false`). Each message
 * descriptor `{ id: "<hash>", message: "Hello {name}", values }` becomes `{ id: "Hello {name}", message: <compiled> }`:
 * keyed by its English words, so the code carries no hash and English needs no catalogue at run time, and compiled
 * at build time, so the browser needs no ICU parser. A message with no values is just its words: `i18n._("Saved")`.
 */
export function sourceKeyedMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'inbox-console:source-keyed-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isMessageDescriptor(path)) return
              const id = stringProperty(path.node, 'id', t)
              const message = stringProperty(path.node, 'message', t)
              if (!id || !message) return
              const context = stringProperty(path.node, 'context', t)
              const key = messageKey(message.value, context?.value)
              // Through JSON: a plural's `offset: undefined` would cost bytes for nothing.
              const compiled = JSON.parse(JSON.stringify(compileMessage(message.value))) as unknown[]
              const hasValues = path.node.properties.some(
                (property) => t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'values' }),
              )
              const plain = compiled.length === 1 && compiled[0] === message.value
              if (path.parentPath.isCallExpression() && !context && !hasValues && plain) {
                path.node.leadingComments = null
                path.replaceWith(t.stringLiteral(key))
                return
              }
              id.property.value = t.stringLiteral(key)
              message.property.value = plain ? t.stringLiteral(message.value) : t.valueToNode(compiled)
              path.node.properties = path.node.properties.filter(
                (property) =>
                  !(
                    t.isObjectProperty(property) &&
                    (t.isIdentifier(property.key, { name: 'comment' }) ||
                      t.isIdentifier(property.key, { name: 'context' }))
                  ),
              )
            },
          })
        },
      },
    },
  }
}
