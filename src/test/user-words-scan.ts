import ts from 'typescript'

/** A piece of text a user would see that reads like the API (or its traffic), not like the user's own words. */
export type UserWordsFinding = { file: string; line: number; text: string; problem: string }

// Words spelled in camelCase that are plain words to users (brands, products). Keep it short.
const allowedCamelCase = new Set(['iPhone', 'iPad', 'iOS', 'macOS'])

// A method then a path, or a method ending the text with its path to follow from an expression: "POST {path}".
const endpointPath = /\/v1\/|\b(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*|$)/
const camelCaseWord = /\b[a-z]+[A-Z][A-Za-z]*\b/g
const rawId = /\b(ws|bc|tpl|seg|tag|wh|st)_\d+\b/
const requestCount = /\b(requests?|API calls?)\b/i

// Props whose value is shown to people: exact names, and names ending in a word that says so.
const userFacingProp =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder|alt|title|placeholder|label|description|header|heading|caption|children|summary|hint|message|note|legend|tooltip|text|empty)$|(Label|Text|Title|Message|Description|Hint|Heading|Caption|Placeholder|Note)$/
// Object keys whose value is shown (column definitions, toast options, label maps); `text` is left out, it names
// endpoints and sort values as often as words.
const userFacingKey =
  /^(title|placeholder|label|description|header|heading|caption|children|summary|hint|message|note|legend|tooltip|cell)$|(Label|Title|Message|Description|Hint|Heading|Caption|Placeholder|Note)$/
// A string with words separated by spaces is a sentence someone reads, wherever it sits (a constant, a map of notes).
const sentence = /[A-Za-z][.,:;]?\s+[A-Za-z(]/
const idName = /^(id|[A-Za-z]+Id)$/
// Fields whose values are the API's codes (TEMPLATE, PENDING, delivered): shown through a label helper, never as sent.
const codeName = /^(type|status|category|format|engagement|retargetEngagementType|events?)$/
const endpointName = /^(path|endpoint|operation)$/
const technicalDetailsTag = 'TechnicalDetails'

/** What is wrong with this text as words for a user, or undefined when nothing is. */
export function userWordsProblem(text: string): string | undefined {
  if (endpointPath.test(text)) return 'endpoint path'
  if (rawId.test(text)) return 'raw id'
  if (requestCount.test(text)) return 'request count'
  const camel = [...text.matchAll(camelCaseWord)].map((match) => match[0]).find((word) => !allowedCamelCase.has(word))
  if (camel) return `API field name "${camel}"`
  return undefined
}

/** Every user-visible string of one source file that looks like an endpoint, a field name or a raw id. */
export function scanUserWords(file: string, source: string): UserWordsFinding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const findings: UserWordsFinding[] = []
  const seen = new Set<ts.Node>()

  const report = (node: ts.Node, text: string, problem: string | undefined) => {
    if (!problem || seen.has(node) || insideTechnicalDetails(node)) return
    seen.add(node)
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1
    findings.push({ file, line, text: text.trim().replace(/\s+/g, ' '), problem })
  }
  const check = (node: ts.Node, text: string) => report(node, text, userWordsProblem(text))
  const checkShown = (expression: ts.Expression) => {
    for (const part of shownParts(expression)) {
      if ('id' in part) report(part.id, part.id.getText(sourceFile), 'raw id shown as is')
      else if ('endpoint' in part) report(part.endpoint, part.endpoint.getText(sourceFile), 'endpoint shown as is')
      else if ('code' in part) report(part.code, part.code.getText(sourceFile), 'API value shown without its label')
      else check(part.node, part.text)
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim()) check(node, node.text)
    } else if (ts.isJsxExpression(node) && node.expression && isJsxChild(node)) {
      checkShown(node.expression)
    } else if (ts.isJsxAttribute(node) && userFacingProp.test(node.name.getText(sourceFile))) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value)) check(value, value.text)
      else if (value && ts.isJsxExpression(value) && value.expression) checkShown(value.expression)
    } else if (ts.isPropertyAssignment(node) && userFacingKey.test(propertyName(node.name))) {
      checkShown(node.initializer)
    } else if (ts.isCallExpression(node) && isNotification(node.expression)) {
      for (const argument of node.arguments) checkShown(argument)
    } else if (isLiteralText(node) && sentence.test(node.text) && !isClassName(node) && !isThrownError(node)) {
      check(node, node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return findings.sort((a, b) => a.line - b.line)
}

type ShownPart =
  { node: ts.Node; text: string } | { id: ts.Expression } | { code: ts.Expression } | { endpoint: ts.Expression }

/** The literal text an expression can render (both arms of a condition, template parts, a render function's result). */
function shownParts(expression: ts.Expression): ShownPart[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [{ node: expression, text: expression.text }]
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      { node: expression.head, text: expression.head.text },
      ...expression.templateSpans.flatMap((span) => [
        // Inside a sentence a code reads as a word ("the 12 delivered logs"); only a code shown whole needs its label.
        ...shownParts(span.expression).filter((part) => !('code' in part)),
        { node: span.literal, text: span.literal.text },
      ]),
    ]
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shownParts(expression.whenTrue), ...shownParts(expression.whenFalse)]
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownParts(expression.right)
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...shownParts(expression.left), ...shownParts(expression.right)]
    }
    return []
  }
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  ) {
    return shownParts(expression.expression)
  }
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap(shownParts)
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
    if (!ts.isBlock(expression.body)) return shownParts(expression.body)
    return returnedExpressions(expression.body).flatMap(shownParts)
  }
  if (isIdValue(expression)) return [{ id: expression }]
  if (isCodeValue(expression)) return [{ code: expression }]
  if (ts.isPropertyAccessExpression(expression) && endpointName.test(expression.name.text))
    return [{ endpoint: expression }]
  return []
}

function isLiteralText(
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  )
}

/** Tailwind classes: a className prop, or an argument of cn(). */
function isClassName(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText() === 'className'
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'cn')
      return true
    if (ts.isPropertyAssignment(parent) && /className$/i.test(propertyName(parent.name))) return true
    if (ts.isVariableDeclaration(parent) && /(className|classes|Class)$/.test(parent.name.getText())) return true
    if (ts.isStatement(parent)) return false
  }
  return false
}

/** `throw new Error('…')`: a programming mistake reported to the developer, not words for the user. */
function isThrownError(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isThrowStatement(parent)) return true
    if (ts.isStatement(parent)) return false
  }
  return false
}

function isIdValue(expression: ts.Expression): boolean {
  if (ts.isIdentifier(expression)) return idName.test(expression.text)
  if (ts.isPropertyAccessExpression(expression)) return idName.test(expression.name.text)
  return false
}

/** `broadcast.type`, `sent.status`: a record's code shown whole. (A bare `type` is often one already known to be new.) */
function isCodeValue(expression: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(expression) && codeName.test(expression.name.text)
}

function returnedExpressions(body: ts.Block): ts.Expression[] {
  const found: ts.Expression[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression)
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(body, visit)
  return found
}

function isJsxChild(node: ts.JsxExpression): boolean {
  return ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : ''
}

/** toast('…'), toast.error('…'), notifyError('…') and the like. */
function isNotification(callee: ts.Expression): boolean {
  const root = ts.isPropertyAccessExpression(callee) ? callee.expression : callee
  return ts.isIdentifier(root) && /^(toast|notify[A-Za-z]*)$/.test(root.text)
}

function insideTechnicalDetails(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && parent.openingElement.tagName.getText() === technicalDetailsTag) return true
  }
  return false
}
