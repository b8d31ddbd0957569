import { describe, expect, it } from 'vitest'
import { ageOn, DateOfBirth, normalizeIndonesianPhone, PhoneNumber } from './profile.ts'

describe('Indonesian phone numbers', () => {
  it('stores every way people write a mobile number as +628…', () => {
    expect(normalizeIndonesianPhone('081234567890')).toBe('+6281234567890')
    expect(normalizeIndonesianPhone('6281234567890')).toBe('+6281234567890')
    expect(normalizeIndonesianPhone('+6281234567890')).toBe('+6281234567890')
    expect(normalizeIndonesianPhone(' 0812-3456-7890 ')).toBe('+6281234567890')
    expect(normalizeIndonesianPhone('+62 812 3456 7890')).toBe('+6281234567890')
  })

  it('refuses landlines, foreign numbers and numbers of the wrong length', () => {
    expect(normalizeIndonesianPhone('0215551234')).toBeNull()
    expect(normalizeIndonesianPhone('+6581234567')).toBeNull()
    expect(normalizeIndonesianPhone('0812345')).toBeNull()
    expect(normalizeIndonesianPhone('08123456789012345')).toBeNull()
    expect(normalizeIndonesianPhone('08abc4567890')).toBeNull()
  })

  it('clears the field when it is left empty, and says in Indonesian what is wrong', () => {
    expect(PhoneNumber.parse('')).toBeNull()
    const refused = PhoneNumber.safeParse('12345')
    expect(refused.error?.issues[0]?.message).toBe('Nomor HP tidak valid (contoh: 081234567890).')
  })
})

describe('date of birth', () => {
  it('counts whole years, the birthday itself included', () => {
    const today = new Date(2026, 10, 24)
    expect(ageOn('2013-11-24', today)).toBe(13)
    expect(ageOn('2013-11-25', today)).toBe(12)
    expect(ageOn('1990-01-01', today)).toBe(36)
  })

  it('accepts an age of 13 to 120 and real calendar dates only', () => {
    expect(DateOfBirth.parse('1995-04-17')).toBe('1995-04-17')
    expect(DateOfBirth.parse('')).toBeNull()
    expect(DateOfBirth.safeParse('2023-01-01').error?.issues[0]?.message).toBe(
      'Usia minimal 13 tahun.',
    )
    expect(DateOfBirth.safeParse('1850-01-01').success).toBe(false)
    expect(DateOfBirth.safeParse('1995-02-30').success).toBe(false)
    expect(DateOfBirth.safeParse('17-04-1995').success).toBe(false)
  })
})
