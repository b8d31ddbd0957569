import { describe, expect, it } from 'vitest'
import { NewPassword } from './password.ts'

describe('a new password', () => {
  const messageOf = (value: string) => NewPassword.safeParse(value).error?.issues[0]?.message

  it('has 8 to 128 characters, spaces included', () => {
    expect(NewPassword.safeParse('12345678').success).toBe(true)
    expect(NewPassword.safeParse(' '.repeat(8)).success).toBe(true)
    expect(NewPassword.safeParse('x'.repeat(128)).success).toBe(true)
  })

  it('says in Indonesian which end it missed', () => {
    expect(messageOf('1234567')).toBe('Kata sandi minimal 8 karakter.')
    expect(messageOf('x'.repeat(129))).toBe('Kata sandi maksimal 128 karakter.')
  })
})
