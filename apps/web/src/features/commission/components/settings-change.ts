import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatDateTimeWib, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { SignUpMode, signUpModeLabels } from '@pasarprompt/contracts/waitlist'
import { admin } from '@/locales/id/admin'

const text = admin.commission

/** The settings the platform form saves, in the order people read them. */
export const SETTING_FIELDS = ['commissionBp', 'affiliateBp', 'holdDays', 'minPayout'] as const
export type SettingField = (typeof SETTING_FIELDS)[number]
export type SettingValues = Record<SettingField, number>

export interface SettingChange {
  field: SettingField | 'signUpMode'
  from: string
  to: string
}

/** A value as people say it: `20%`, `3 hari`, `Rp 50.000`. */
export function formatSetting(field: SettingField, value: number): string {
  if (field === 'commissionBp' || field === 'affiliateBp') return formatBasisPoints(value)
  if (field === 'holdDays') return text.days(formatNumber(value))
  return formatRupiah(value)
}

const numberOf = (values: unknown, field: string): number | null => {
  const value = (values as Record<string, unknown> | null)?.[field]
  return typeof value === 'number' ? value : null
}

/** The fields whose value differs between two settings (an audit entry's before and after). */
export function settingChanges(before: unknown, after: unknown): SettingChange[] {
  const changes: SettingChange[] = []
  for (const field of SETTING_FIELDS) {
    const from = numberOf(before, field)
    const to = numberOf(after, field)
    if (to === null || from === to) continue
    changes.push({
      field,
      from: from === null ? '—' : formatSetting(field, from),
      to: formatSetting(field, to),
    })
  }
  const fromMode = SignUpMode.safeParse((before as { signUpMode?: unknown } | null)?.signUpMode)
  const toMode = SignUpMode.safeParse((after as { signUpMode?: unknown } | null)?.signUpMode)
  if (toMode.success && (!fromMode.success || fromMode.data !== toMode.data)) {
    changes.push({
      field: 'signUpMode',
      from: fromMode.success ? signUpModeLabels[fromMode.data] : '—',
      to: signUpModeLabels[toMode.data],
    })
  }
  return changes
}

/** `a`, `a dan b`, `a, b, dan c`. */
function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  if (parts.length === 2) return `${parts[0]} ${text.and} ${parts[1]}`
  return `${parts.slice(0, -1).join(', ')}, ${text.and} ${parts.at(-1)}`
}

/**
 * One line of the settings history as a sentence: "Admin Sari mengubah komisi platform dari 20%
 * menjadi 25% pada 24 Nov 2026, 10.15 WIB."
 */
export function historySentence(entry: CommissionOverview['history'][number]): string {
  const date = formatDateTimeWib(entry.at)
  const changes = settingChanges(entry.before, entry.after)
  if (changes.length === 0) return text.savedUnchanged(entry.actorName, date)
  return text.sentence(
    entry.actorName,
    listOf(changes.map((change) => text.change(text.fields[change.field], change.from, change.to))),
    date,
  )
}
