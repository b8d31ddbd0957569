import { zodResolver } from '@hookform/resolvers/zod'
import {
  DateOfBirth,
  Gender,
  MIN_AGE,
  PhoneNumber,
  type Profile,
  ProfileName,
} from '@pasarprompt/contracts/profile'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useUpdateProfile } from '../api/profile'

const text = account.profile

/** The form's own view of the profile: what the server checks, with '' for "not set". */
const DetailsForm = z.object({
  name: ProfileName,
  phoneNumber: PhoneNumber,
  dateOfBirth: DateOfBirth,
  gender: z.union([Gender, z.literal('')]),
})
type DetailsInput = z.input<typeof DetailsForm>
type DetailsValues = z.output<typeof DetailsForm>
const FIELDS = ['name', 'phoneNumber', 'dateOfBirth', 'gender'] as const

/** The latest birth date the profile accepts today (an age of 13), for the date picker. */
function latestBirthDate() {
  const date = new Date()
  date.setFullYear(date.getFullYear() - MIN_AGE)
  return date.toLocaleDateString('sv-SE')
}

/** 08… for people to read and edit; the server stores +628…. */
const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+62/, '0') : '')

/** Name, phone number, date of birth and gender (spec §3 client user state). */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile(profile.id)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(DetailsForm),
    defaultValues: {
      name: profile.name,
      phoneNumber: localPhone(profile.phoneNumber),
      dateOfBirth: profile.dateOfBirth ?? '',
      gender: profile.gender ?? '',
    },
  })

  const submit = (values: DetailsValues) =>
    update.mutate(
      {
        name: values.name,
        phoneNumber: values.phoneNumber ?? '',
        dateOfBirth: values.dateOfBirth ?? '',
        gender: values.gender === '' ? null : values.gender,
      },
      {
        onSuccess: (saved) => {
          reset({
            name: saved.name,
            phoneNumber: localPhone(saved.phoneNumber),
            dateOfBirth: saved.dateOfBirth ?? '',
            gender: saved.gender ?? '',
          })
          toast({ title: text.saved })
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : []
          for (const field of fields) {
            const name = FIELDS.find((key) => field.path === `body.${key}`)
            if (name) setError(name, { message: field.message })
          }
          if (fields.length === 0) {
            toast({ title: error.message || common.errors.generic, variant: 'destructive' })
          }
        },
      },
    )

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={text.name} error={errors.name?.message} className="sm:col-span-2">
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField
        label={text.phone}
        error={errors.phoneNumber?.message}
        hint={text.phoneHint}
        className="content-start"
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
      </FormField>
      <FormField
        label={text.dateOfBirth}
        error={errors.dateOfBirth?.message}
        className="content-start"
      >
        <Input type="date" max={latestBirthDate()} {...register('dateOfBirth')} />
      </FormField>
      <FormField label={text.gender} error={errors.gender?.message}>
        <select
          className="flex h-10 w-full rounded-md border bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
          {...register('gender')}
        >
          <option value="">{text.genderUnset}</option>
          <option value="female">{text.genders.female}</option>
          <option value="male">{text.genders.male}</option>
        </select>
      </FormField>
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? common.processing : text.save}
        </Button>
      </div>
    </form>
  )
}
