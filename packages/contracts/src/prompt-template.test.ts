import { describe, expect, it } from 'vitest'
import { fillPromptTemplate, parsePromptTemplate, templateVariables } from './prompt-template.ts'

describe('prompt template', () => {
  it('cuts a text into plain runs and variables that join back into the same text', () => {
    const text = 'Tulis iklan [PRODUK] untuk [nama toko] di [KOTA].'
    const parts = parsePromptTemplate(text)
    expect(parts).toEqual([
      { kind: 'text', text: 'Tulis iklan ' },
      { kind: 'variable', name: 'PRODUK', raw: '[PRODUK]' },
      { kind: 'text', text: ' untuk ' },
      { kind: 'variable', name: 'NAMA TOKO', raw: '[nama toko]' },
      { kind: 'text', text: ' di ' },
      { kind: 'variable', name: 'KOTA', raw: '[KOTA]' },
      { kind: 'text', text: '.' },
    ])
    expect(parts.map((part) => (part.kind === 'text' ? part.text : part.raw)).join('')).toBe(text)
  })

  it('lists each variable once, in the order it first appears, whatever its case or spacing', () => {
    expect(templateVariables('[KOTA] lalu [Produk], lagi [ kota ] dan [PRODUK]')).toEqual([
      'KOTA',
      'PRODUK',
    ])
  })

  it('finds no variable in a text without one, in empty brackets or across lines', () => {
    expect(templateVariables('Tanpa variabel sama sekali.')).toEqual([])
    expect(parsePromptTemplate('[] dan [ ] dan [baris\nbaru]')).toEqual([
      { kind: 'text', text: '[] dan [ ] dan [baris\nbaru]' },
    ])
    expect(parsePromptTemplate('')).toEqual([])
  })

  it('takes the innermost brackets of nested ones, and nothing longer than 60 characters', () => {
    expect(parsePromptTemplate('[[PRODUK]]')).toEqual([
      { kind: 'text', text: '[' },
      { kind: 'variable', name: 'PRODUK', raw: '[PRODUK]' },
      { kind: 'text', text: ']' },
    ])
    expect(templateVariables(`[${'A'.repeat(61)}] [${'B'.repeat(60)}]`)).toEqual(['B'.repeat(60)])
  })

  it('fills every occurrence of a variable, whatever its case, and keeps unfilled ones as written', () => {
    const text = 'Promosikan [PRODUK] di [Kota]. Ingat, [produk] hanya ada di [KOTA] dan [TANGGAL].'
    expect(fillPromptTemplate(text, { PRODUK: 'Kopi Gayo', KOTA: ' Medan ', TANGGAL: '   ' })).toBe(
      'Promosikan Kopi Gayo di Medan. Ingat, Kopi Gayo hanya ada di Medan dan [TANGGAL].',
    )
    expect(fillPromptTemplate(text, {})).toBe(text)
  })

  it('inserts a value as it is, once: brackets and replacement patterns in it are left alone', () => {
    expect(fillPromptTemplate('[A] dan [B]', { A: '[B]', B: "$& $1 $$ $'" })).toBe(
      "[B] dan $& $1 $$ $'",
    )
  })

  it('fills nested brackets inside, leaving the outer ones as text', () => {
    expect(fillPromptTemplate('[[PRODUK]] dan [ ]', { PRODUK: 'Teh' })).toBe('[Teh] dan [ ]')
  })
})
