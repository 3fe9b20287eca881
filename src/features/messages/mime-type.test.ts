import { describe, expect, it } from 'vitest'
import { nextMimeType, suggestMimeType } from './mime-type'

describe('suggestMimeType', () => {
  it.each([
    ['https://cdn.example/a/photo.jpg', 'image/jpeg'],
    ['https://cdn.example/photo.JPEG', 'image/jpeg'],
    ['https://cdn.example/logo.png', 'image/png'],
    ['https://cdn.example/anim.gif', 'image/gif'],
    ['https://cdn.example/pic.webp', 'image/webp'],
    ['https://cdn.example/clip.mp4', 'video/mp4'],
    ['https://cdn.example/clip.3gp', 'video/3gpp'],
    ['https://cdn.example/song.mp3', 'audio/mpeg'],
    ['https://cdn.example/voice.ogg', 'audio/ogg'],
    ['https://cdn.example/voice.aac', 'audio/aac'],
    ['https://cdn.example/voice.amr', 'audio/amr'],
    ['https://cdn.example/invoice.pdf', 'application/pdf'],
    ['https://cdn.example/letter.doc', 'application/msword'],
    ['https://cdn.example/letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['https://cdn.example/sheet.xls', 'application/vnd.ms-excel'],
    ['https://cdn.example/sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['https://cdn.example/deck.ppt', 'application/vnd.ms-powerpoint'],
    ['https://cdn.example/deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['https://cdn.example/notes.txt', 'text/plain'],
  ])('%s -> %s', (url, type) => {
    expect(suggestMimeType(url)).toBe(type)
  })

  it('ignores the query string, the fragment and the case', () => {
    expect(suggestMimeType('https://cdn.example/Invoice.PDF?sig=a.b.png&x=1')).toBe('application/pdf')
    expect(suggestMimeType('https://cdn.example/photo.png#page=2.mp4')).toBe('image/png')
    expect(suggestMimeType('  https://cdn.example/photo.Png  ')).toBe('image/png')
  })

  it('suggests nothing without a known extension', () => {
    for (const url of [
      '',
      'https://cdn.example/',
      'https://cdn.example/file',
      'https://cdn.example.png/file',
      'https://cdn.example/a.exe',
      'https://cdn.example/a.constructor',
      'https://cdn.example/a.pdf/',
    ]) {
      expect(suggestMimeType(url), url).toBeUndefined()
    }
  })
})

describe('nextMimeType', () => {
  it('fills an empty field and follows the URL while the field holds the suggestion', () => {
    expect(nextMimeType('', '', 'https://cdn.example/a.png')).toBe('image/png')
    expect(nextMimeType('image/png', 'https://cdn.example/a.png', 'https://cdn.example/a.pdf')).toBe('application/pdf')
    expect(nextMimeType('image/png', 'https://cdn.example/a.png', 'https://cdn.example/a')).toBe('')
  })

  it('never overwrites what the user typed', () => {
    expect(nextMimeType('image/svg+xml', 'https://cdn.example/a.png', 'https://cdn.example/a.pdf')).toBe(
      'image/svg+xml',
    )
    expect(nextMimeType('video/quicktime', '', 'https://cdn.example/a.mp4')).toBe('video/quicktime')
  })
})
