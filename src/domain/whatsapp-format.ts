/**
 * WhatsApp's text formatting as a small tree: *bold*, _italic_, ~strike~, ```monospace``` and {{n}} variables.
 *
 * Rules (WhatsApp's):
 * - a marker wraps non-empty content; the opening marker is not followed by whitespace and the closing
 *   marker is not preceded by whitespace;
 * - an opening marker is not preceded by a letter or digit and a closing marker is not followed by one,
 *   so snake_case_names and 2*3*4 stay as they are;
 * - *, _ and ~ do not span line breaks and may nest in one another; ``` may span lines (a line break
 *   right inside the markers is allowed, so a ```block``` can start on its own line);
 * - monospace content is literal: no formatting inside, but {{n}} is still a variable, because the
 *   platform fills variables in before the message is displayed;
 * - anything that does not match stays as text.
 *
 * Linear in the length of the text: the next valid closing marker of each kind is precomputed.
 */
import { variableTokens } from '@/domain/template-variables'

export interface TextNode {
  type: 'text'
  text: string
}

export interface VariableNode {
  type: 'variable'
  /** The variable's number: {{1}} -> 1. */
  index: number
}

export interface StyledNode {
  type: 'bold' | 'italic' | 'strike'
  children: FormatNode[]
}

export interface MonospaceNode {
  type: 'monospace'
  children: Array<TextNode | VariableNode>
}

export type FormatNode = TextNode | VariableNode | StyledNode | MonospaceNode

const FENCE = '```'
const STYLES = { '*': 'bold', _: 'italic', '~': 'strike' } as const
type Marker = keyof typeof STYLES

const WHITESPACE = /\s/u
const WORD = /[\p{L}\p{N}]/u

function isMarker(char: string | undefined): char is Marker {
  return char === '*' || char === '_' || char === '~'
}

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char)
}

function isWord(char: string | undefined): boolean {
  return char !== undefined && WORD.test(char)
}

function isSpaceOrTab(char: string | undefined): boolean {
  return char === ' ' || char === '\t'
}

/** Text and {{n}} variables, with nothing else recognised; variables as template-variables.ts finds them. */
export function splitVariables(text: string): Array<TextNode | VariableNode> {
  const nodes: Array<TextNode | VariableNode> = []
  let last = 0
  for (const { n, start, end } of variableTokens(text)) {
    if (start > last) nodes.push({ type: 'text', text: text.slice(last, start) })
    nodes.push({ type: 'variable', index: n })
    last = end
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) })
  return nodes
}

/** [start, end) of every ```monospace``` span (markers included), left to right. */
function findMonospaceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  let from = 0
  for (;;) {
    const open = text.indexOf(FENCE, from)
    if (open < 0) return spans
    if (isSpaceOrTab(text[open + 3])) {
      from = open + 1
      continue
    }
    let close = text.indexOf(FENCE, open + 4)
    while (close >= 0 && isSpaceOrTab(text[close - 1])) close = text.indexOf(FENCE, close + 1)
    // A closing fence valid for this opening one is valid for every later one: none here means none at all.
    if (close < 0) return spans
    if (text.slice(open + 3, close).trim() === '') {
      from = open + 1
      continue
    }
    spans.push([open, close + 3])
    from = close + 3
  }
}

interface Scan {
  text: string
  /** For each marker, the position of the nearest valid closing marker at or after i (text.length if none). */
  nextCloser: Record<Marker, Int32Array>
  /** Position of the nearest line break at or after i (text.length if none). */
  nextBreak: Int32Array
}

function prepare(text: string): Scan {
  const n = text.length
  const nextCloser = { '*': new Int32Array(n + 1), _: new Int32Array(n + 1), '~': new Int32Array(n + 1) }
  const nextBreak = new Int32Array(n + 1)
  nextCloser['*'][n] = nextCloser._[n] = nextCloser['~'][n] = nextBreak[n] = n
  for (let i = n - 1; i >= 0; i--) {
    const char = text[i]
    nextCloser['*'][i] = nextCloser['*'][i + 1] ?? n
    nextCloser._[i] = nextCloser._[i + 1] ?? n
    nextCloser['~'][i] = nextCloser['~'][i + 1] ?? n
    nextBreak[i] = char === '\n' ? i : (nextBreak[i + 1] ?? n)
    if (isMarker(char) && i > 0 && !isWhitespace(text[i - 1]) && !isWord(text[i + 1])) nextCloser[char][i] = i
  }
  return { text, nextCloser, nextBreak }
}

/** Formatting of text[start, end), which holds no monospace span. */
function parseInline(scan: Scan, start: number, end: number): FormatNode[] {
  const { text } = scan
  const nodes: FormatNode[] = []
  let plainFrom = start
  for (let i = start; i < end; i++) {
    const char = text[i]
    // An opening marker needs room for content and a closing marker, and no whitespace after it.
    if (!isMarker(char) || i + 2 >= end || isWhitespace(text[i + 1]) || isWord(text[i - 1])) continue
    const limit = Math.min(end, scan.nextBreak[i] ?? end)
    const close = scan.nextCloser[char][i + 2] ?? limit
    if (close >= limit) continue
    if (i > plainFrom) nodes.push(...splitVariables(text.slice(plainFrom, i)))
    nodes.push({ type: STYLES[char], children: parseInline(scan, i + 1, close) })
    plainFrom = close + 1
    i = close
  }
  if (end > plainFrom) nodes.push(...splitVariables(text.slice(plainFrom, end)))
  return nodes
}

export function parseWhatsappText(text: string): FormatNode[] {
  const scan = prepare(text)
  const nodes: FormatNode[] = []
  let from = 0
  for (const [start, end] of findMonospaceSpans(text)) {
    nodes.push(...parseInline(scan, from, start))
    nodes.push({ type: 'monospace', children: splitVariables(text.slice(start + 3, end - 3)) })
    from = end
  }
  nodes.push(...parseInline(scan, from, text.length))
  return nodes
}
