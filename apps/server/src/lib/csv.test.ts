import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs it and neutralises formulas', () => {
    expect(
      toCsv([
        ['a', 'b,c', 'say "hi"', 5, null],
        ['=SUM(A1)', '+1', '@x', -3, 'ok'],
      ]),
    ).toBe('\uFEFFa,"b,c","say ""hi""",5,\r\n"\'=SUM(A1)","\'+1","\'@x",-3,ok\r\n')
  })
})
